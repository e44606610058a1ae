/// An object playing a pattern role. Its methods record the calls they receive (`traced { ... }`; an
/// initialiser `tracedInit(...)`, a property set `tracedSet(...)`), so the transcript's call line is
/// made by the call itself; outside a run, nothing is recorded.
public protocol Traced {
    /// How the transcript names it: an instance (`nameField`) or, by default, its type (`LetterInput`).
    var traceName: String { get }
}

/// A value a call line shows as an argument or a result.
public protocol TraceValue {
    var traceText: String { get }
}

/// A value shown by a text of its own: a participant by its name, a closure as `{ … }`, a foreign
/// object by a short text (`Shown("center")`).
public struct Shown: TraceValue, Sendable {
    public static let closure = Shown("{ … }")
    public let traceText: String
    public init(_ text: String) { traceText = text }
    public init(_ participant: any Traced) { traceText = participant.traceName }
}

extension TraceValue where Self: Traced {
    public var traceText: String { traceName }
}

extension TraceValue where Self: LosslessStringConvertible {
    public var traceText: String { description }
}

extension Int: TraceValue {}
extension Bool: TraceValue {}
extension Double: TraceValue {}

extension String: TraceValue {
    public var traceText: String { quoted(self) }
}

extension Optional: TraceValue where Wrapped: TraceValue {
    public var traceText: String { map(\.traceText) ?? "nil" }
}

extension Array: TraceValue where Element: TraceValue {
    /// The elements, or past 60 characters those that fit in 40 and the count: `[A, B, … 8 in all]`.
    public var traceText: String {
        var texts = map(\.traceText)
        guard texts.joined(separator: ", ").count > 60 else { return "[\(texts.joined(separator: ", "))]" }
        while texts.joined(separator: ", ").count > 40 { texts.removeLast() }
        return "[\((texts + ["… \(count) in all"]).joined(separator: ", "))]"
    }
}

extension Traced {
    public var traceName: String { Self.traceTypeName }

    /// The type's plain name; a generic, nested or local type must name itself (asking traps).
    public static var traceTypeName: String {
        let name = String(describing: Self.self)
        precondition(
            name.first?.isLetter == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" },
            "\(name) is not a plain type name: give the participant a traceName")
        return name
    }

    /// Runs `body` as this participant's method `function`, recording the call with `arguments`, then
    /// the value returned or the error thrown.
    public func traced<Result: TraceValue, Failure: Error>(
        _ arguments: any TraceValue..., function: String = #function, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try record(arguments, function, (fileID, filePath, line), body, reply: \.traceText)
    }

    /// The same for a method with no result, or for a property's `didSet` or `set` that does more than
    /// record the value (`name = value`): no reply.
    public func traced<Failure: Error>(
        _ arguments: any TraceValue..., function: String = #function, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, _ body: () throws(Failure) -> Void
    ) throws(Failure) {
        try record(arguments, function, (fileID, filePath, line), body, reply: { nil })
    }

    /// Records the call of the initialiser it is written in, with its `arguments`, once every stored
    /// property is set: `tracedInit(name, inputTextField)` in `init(name:inputTextField:)`.
    public func tracedInit(
        _ arguments: any TraceValue..., function: String = #function, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line
    ) {
        precondition(function.hasPrefix("init("), "tracedInit in \(function), which is not an initialiser")
        record(arguments, function, (fileID, filePath, line), {}, reply: { nil })
    }

    /// Records that a property was set, written in its `didSet`: `tracedSet(placeholder)` records
    /// `placeholder = "Nickname"`.
    public func tracedSet(
        _ value: any TraceValue, function: String = #function, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line
    ) {
        precondition(!function.contains("("), "tracedSet in \(function), which is not a property")
        record([value], function, (fileID, filePath, line), {}, reply: { nil })
    }

    /// Records a self-message, an arrow to itself: what it does inside its own method that is not a
    /// call, such as the branch an if/else took.
    public func selfMessage(_ text: String) {
        Transcript.current?.record(traceName, traceName, text, .selfMessage)
    }

    private func record<Result, Failure: Error>(
        _ arguments: [any TraceValue], _ function: String,
        _ place: (fileID: String, filePath: String, line: Int), _ body: () throws(Failure) -> Result,
        reply: (Result) -> String?
    ) throws(Failure) -> Result {
        guard let transcript = Transcript.current else { return try body() }
        let (caller, callerSite, notifies) = transcript.caller
        let type = String(reflecting: type(of: self))
        let (fileID, line) = (place.fileID, place.line)
        let values = arguments.map(\.traceText)
        let site = CallSite(
            receiverType: type, function: function, fileID: fileID, filePath: place.filePath, line: line,
            caller: callerSite, arguments: values)
        let text = Self.callText(function, values)
        transcript.record(caller, traceName, text, notifies ? .notification(site) : .call(site))
        let result: Result
        do {
            let running = CallerSite(
                kind: .method, fileID: fileID, filePath: place.filePath, line: line, type: type)
            result = try transcript.calling(traceName, site: running, body)
        } catch {
            let reason = (error as? any TraceValue)?.traceText ?? "an error"
            transcript.record(traceName, caller, "throws \(reason)", .reply)
            throw error
        }
        if let text = reply(result) { transcript.record(traceName, caller, text, .reply) }
        return result
    }

    /// `f(_:with:)` with `1`, `2` gives `f(1, with: 2)`; a property `text` with `"a"` gives `text = "a"`.
    /// A value for each label, or the line would be false: a mismatch traps, so it is never printed.
    static func callText(_ function: String, _ values: [String]) -> String {
        guard let open = function.firstIndex(of: "(") else {
            precondition(values.count <= 1, "traced \(function) with \(values.count) values for one property")
            return values.isEmpty ? function : "\(function) = \(values[0])"
        }
        let labels = function[function.index(after: open)...].split(separator: ":").dropLast()
        precondition(
            labels.count == values.count,
            "traced \(function) with \(values.count) values for \(labels.count) labels")
        let arguments = zip(labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return "\(function[..<open])(\(arguments.joined(separator: ", ")))"
    }
}

/// Runs `body`, in which a subject tells its observers it changed: a call an observer records directly
/// inside it is drawn as a notification (`viewModel ~> map: show(...)`).
public func notifying<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let transcript = Transcript.current else { return try body() }
    let (caller, site, _) = transcript.caller
    return try transcript.calling(caller, site: site, notifies: true, body)
}

/// Where a call was recorded (receiving type, method, file, line) and where its caller's code runs
/// (nil: the scenario's own), for the call-label test to check against the source; and the arguments'
/// texts, for the trace as data (`--format json`).
public struct CallSite: Equatable, Sendable {
    public var receiverType, function, fileID: String
    /// The file's full path where it was compiled (`#filePath`); "" when not known.
    public var filePath = ""
    public var line: Int
    public var caller: CallerSite?
    public var arguments: [String] = []
}

/// Where a caller's code runs: a traced method (its `traced` line) or an acting block (its `acting`
/// line), and the running object's type (`-` for a person).
public struct CallerSite: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case method, acting
    }

    public var kind: Kind
    public var fileID: String
    /// The file's full path where it was compiled (`#filePath`); "" when not known.
    public var filePath = ""
    public var line: Int
    public var type = "-"
}
