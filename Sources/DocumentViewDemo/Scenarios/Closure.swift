import DemoSupport

/// Harness seam: how a call line shows a closure passed as an argument (`eventHandler: { … }`). A
/// closure's body is code, not a value, and the callee cannot tell whose method it wraps.
struct Closure: TraceValue {
    var traceText: String { "{ … }" }
}
