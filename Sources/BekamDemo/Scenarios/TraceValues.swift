import DemoSupport

// How the demo's values read in a call line, kept here so that the models declare only what the app
// needs. Models show their id, lists their ids, passwords never show.

/// A password as a call line shows it: `<hidden>`, never the text.
struct Hidden: TraceValue {
    let secret: String

    init(_ secret: String) { self.secret = secret }

    var traceText: String { "<hidden>" }
}

extension Result: TraceValue where Success: TraceValue, Failure: TraceValue {
    public var traceText: String {
        switch self {
        case .success(let value): value.traceText
        case .failure(let error): "error: \(error.traceText)"
        }
    }
}

extension ApiError: TraceValue {
    var traceText: String { description }
}

extension ImageError: TraceValue {
    var traceText: String { description }
}

extension AppUser: TraceValue {
    var traceText: String { id }
}

extension Product: TraceValue {
    var traceText: String { id }
}

extension ChatSession: TraceValue {
    var traceText: String { id }
}

extension Message: TraceValue {
    var traceText: String { id }
}

extension Report: TraceValue {
    var traceText: String { id }
}

extension AppNotification: TraceValue {
    var traceText: String { id }
}

extension ImageData: TraceValue {
    var traceText: String { "ImageData \(byteCount) bytes" }
}

/// A message's content by its keys (`[imgURL: …]`); the viewer's line or the result shows the value.
extension MessageContent: TraceValue {
    var traceText: String {
        "[\(fields.map { "\($0.key): …" }.joined(separator: ", "))]"
    }
}

extension ProductForm: TraceValue {
    var traceText: String { "[name: \(summary)]" }
}

extension ProductQuery: TraceValue {
    var traceText: String { "[\(description)]" }
}

extension LabelStyle: TraceValue {
    var traceText: String { "\(kind) style #\(serial)" }
}

extension PriceLabel: TraceValue {
    var traceText: String { type(of: self).typeName }
}

/// A string shown whole, not shortened: a URL, whose end (the file) is what tells two apart.
struct Whole: TraceValue {
    let text: String

    init(_ text: String) { self.text = text }

    var traceText: String { quoted(text, limit: 80) }
}

extension ProductEdit: TraceValue {
    var traceText: String { "[\(quoted(title)), \(quoted(description)), \(quoted(price))]" }
}
