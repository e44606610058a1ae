/// A JSON value whose objects keep their keys in the order written, so the same value always prints
/// the same bytes (no dictionary order, no encoder's choices).
enum JSON: Equatable {
    case null, bool(Bool), number(Int), string(String)
    case array([JSON]), object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.text() == rhs.text() }

    /// The value as text: indented by two spaces a level, or on one line when `indent` is nil. With
    /// `forHTML`, `<`, `>` and `&` are escaped too, so the text can stand inside a `<script>` element.
    func text(indent: Int? = 0, forHTML: Bool = false) -> String {
        var out = ""
        write(to: &out, indent: indent, forHTML: forHTML)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to out: inout String, indent: Int?, forHTML: Bool) {
        let inner = indent.map { $0 + 2 }
        let newline = { (level: Int?) in level.map { "\n" + String(repeating: " ", count: $0) } ?? "" }
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += String(value)
        case .string(let value): out += Self.quoted(value, forHTML: forHTML)
        case .array(let values):
            guard !values.isEmpty else { return out += "[]" }
            // Scalars on one line: `["Context"]`, `["a", "b"]`.
            if values.allSatisfy(\.isScalar) {
                return out +=
                    "[" + values.map { $0.text(indent: nil, forHTML: forHTML) }.joined(separator: ", ") + "]"
            }
            out += "["
            for (index, value) in values.enumerated() {
                out += (index > 0 ? "," : "") + newline(inner)
                value.write(to: &out, indent: inner, forHTML: forHTML)
            }
            out += newline(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                out += (index > 0 ? "," : "") + newline(inner) + Self.quoted(key, forHTML: forHTML)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: inner, forHTML: forHTML)
            }
            out += newline(indent) + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, anything else as UTF-8.
    static func quoted(_ text: String, forHTML: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "<" where forHTML, ">" where forHTML, "&" where forHTML: out += "\\u00" + hex(scalar.value)
            case "\u{2028}", "\u{2029}": out += "\\u" + hex(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, (value > 0xFF ? 4 : 2) - digits.count)) + digits
    }
}

extension JSON {
    static func string(_ value: String?) -> JSON { value.map { .string($0) } ?? .null }
    static func strings(_ values: [String]) -> JSON { .array(values.map { .string($0) }) }
}

/// `--format json`: the runs as one document (``version`` says which shape). With `lines` false, every
/// location's line is 0: the golden files pin the shape, and an edit that moves code does not change them.
struct TraceJSON {
    /// The shape's version: raised when a field changes meaning or goes; a new field keeps it.
    static let version = 1

    let demo: Demo
    var lines = true

    func render(_ runs: [ScenarioRun]) -> String {
        document(runs.map { Trace(demo: demo, run: $0) }).text() + "\n"
    }

    func document(_ traces: [Trace]) -> JSON {
        .object([
            ("version", .number(Self.version)), ("demo", .string(demo.name)), ("title", .string(demo.title)),
            ("runs", .array(traces.map(run))),
        ])
    }

    func run(_ trace: Trace) -> JSON {
        .object([
            ("scenario", .string(trace.scenario)), ("variant", .string(trace.variant)),
            ("title", .string(trace.title)), ("purpose", .string(trace.purpose)),
            (
                "roles",
                .array(
                    trace.roles.map { .object([("role", .string($0.role)), ("types", .string($0.types))]) })
            ),
            (
                "participants",
                .array(
                    trace.participants.map {
                        .object([
                            ("name", .string($0.name)), ("kind", .string($0.kind)),
                            ("type", .string($0.type)),
                            ("roles", .strings($0.roles)),
                        ])
                    })
            ),
            ("classDiagram", .array(trace.pictures.map(picture))),
            ("before", .array(trace.before.map(aside))),
            ("steps", .array(trace.steps.map(step))),
        ])
    }

    func picture(_ picture: Trace.Picture) -> JSON {
        .object([
            ("title", .string(picture.title)),
            (
                "classes",
                .array(
                    picture.classes.map {
                        .object([
                            ("name", .string($0.name)), ("stereotypes", .strings($0.stereotypes)),
                            ("operations", .strings($0.operations)), ("protocol", .bool($0.isProtocol)),
                            ("layer", .string($0.layer)),
                        ])
                    })
            ),
            (
                "relations",
                .array(
                    picture.links.map {
                        .object([
                            ("kind", .string($0.kind)), ("from", .string($0.from)), ("to", .string($0.to)),
                            ("label", .string($0.label)), ("direction", .string($0.direction)),
                        ])
                    })
            ),
        ])
    }

    func aside(_ aside: Trace.Aside) -> JSON {
        .object([("kind", .string(aside.kind)), ("text", .string(aside.text)), ("line", .string(aside.line))])
    }

    func location(_ location: Trace.Location?) -> JSON {
        location.map { .object([("file", .string($0.file)), ("line", .number(lines ? $0.line : 0))]) }
            ?? .null
    }

    func step(_ step: Trace.Step) -> JSON {
        let pairing: [(String, JSON)] =
            switch step.kind {
            case "reply": [("call", step.paired.map { .number($0) } ?? .null)]
            case "self": []
            default: [("reply", step.paired.map { .number($0) } ?? .null)]
            }
        return .object(
            [
                ("step", .number(step.number)), ("kind", .string(step.kind)), ("from", .string(step.from)),
                ("to", .string(step.to)), ("method", .string(step.method)),
                ("arguments", step.arguments.map(JSON.strings) ?? .null), ("text", .string(step.text)),
                ("line", .string(step.line)), ("heading", .string(step.heading)),
            ] + pairing + [
                ("called", location(step.called)), ("caller", location(step.caller)),
                ("after", .array(step.after.map(aside))),
            ])
    }
}
