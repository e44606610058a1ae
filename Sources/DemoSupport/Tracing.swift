/// A participant of a transcript: a pattern role's object, named once per type or instance.
///
/// A participant records the calls it receives from inside the method that receives them, so the
/// transcript's call line is made by the call itself, with the method's real name:
///
/// ```swift
/// func verdict() -> InputVerdict {
///     traced { inputTextField.inputTextField(self) }
/// }
/// ```
///
/// records `LoginController -> nameField: verdict()` and, when it returns, `nameField -->
/// LoginController: false`. Outside a scenario run nothing is recorded and the body just runs.
public protocol Traced {
    /// How the transcript names this participant: an instance (`nameField`) or a type (`LetterInput`).
    /// By default, the name of its type.
    var traceName: String { get }
}

extension Traced {
    /// The participant is named after its type unless it names itself: `LetterInput`.
    public var traceName: String { Self.traceTypeName }

    /// The type's plain name (`LetterInput`). A generic, nested or local type, whose name the runtime
    /// would spell with its parameters or context, must name its participants itself: asking for its
    /// name traps, so no such name is ever printed.
    public static var traceTypeName: String {
        let name = String(describing: Self.self)
        precondition(
            name.first?.isLetter == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" },
            "\(name) is not a plain type name: give the participant a traceName")
        return name
    }
}

/// A value a call line shows as an argument or a result.
public protocol TraceValue {
    var traceText: String { get }
}

extension TraceValue where Self: Traced {
    /// A participant passed as an argument shows as its name (`accept(Admin)`).
    public var traceText: String { traceName }
}

extension String: TraceValue {
    public var traceText: String { quoted(self) }
}

extension Int: TraceValue {
    public var traceText: String { String(self) }
}

extension Bool: TraceValue {
    public var traceText: String { String(self) }
}

extension Double: TraceValue {
    public var traceText: String { String(self) }
}

extension Optional: TraceValue where Wrapped: TraceValue {
    public var traceText: String { map(\.traceText) ?? "nil" }
}

extension Array: TraceValue where Element: TraceValue {
    /// The elements, or when they take more than 60 characters, those that fit in 40 and the count:
    /// `[Design Patterns, Refactoring, … 8 in all]`.
    public var traceText: String {
        let texts = map(\.traceText)
        guard texts.joined(separator: ", ").count > 60 else { return "[\(texts.joined(separator: ", "))]" }
        var shown: [String] = []
        for text in texts {
            guard (shown + [text]).joined(separator: ", ").count <= 40 else { break }
            shown.append(text)
        }
        return "[\((shown + ["… \(count) in all"]).joined(separator: ", "))]"
    }
}

extension Traced {
    /// Runs `body` as this participant's method `function` and records it: the call, with each of
    /// `arguments` under its label, then the value returned or the error thrown.
    public func traced<Result: TraceValue, Failure: Error>(
        _ arguments: any TraceValue..., function: String = #function, fileID: String = #fileID,
        line: Int = #line, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try record(arguments, function, fileID, line, body, reply: \.traceText)
    }

    /// Runs `body` as this participant's method `function` (or a property's observer: `name = value`)
    /// and records the call; nothing is returned, so there is no reply.
    public func traced<Failure: Error>(
        _ arguments: any TraceValue..., function: String = #function, fileID: String = #fileID,
        line: Int = #line, _ body: () throws(Failure) -> Void
    ) throws(Failure) {
        try record(arguments, function, fileID, line, body, reply: { nil })
    }

    /// Records a step this participant takes inside its own method that is not a call, such as the
    /// branch an if/else chain took: drawn as an arrow to itself.
    public func step(_ text: String) {
        guard let transcript = Transcript.current else { return }
        transcript.record(TranscriptMessage(from: traceName, to: traceName, text: text, kind: .step))
    }

    private func record<Result, Failure: Error>(
        _ arguments: [any TraceValue], _ function: String, _ fileID: String, _ line: Int,
        _ body: () throws(Failure) -> Result, reply: (Result) -> String?
    ) throws(Failure) -> Result {
        guard let transcript = Transcript.current else { return try body() }
        let (caller, callerSite) = transcript.caller
        let site = CallSite(
            receiverType: String(reflecting: type(of: self)), function: function, fileID: fileID, line: line,
            caller: callerSite)
        let text = Self.callText(function, arguments.map(\.traceText))
        let kind: TranscriptMessage.Kind = transcript.isNotifying ? .notification(site) : .call(site)
        transcript.record(TranscriptMessage(from: caller, to: traceName, text: text, kind: kind))
        let result: Result
        do {
            result = try transcript.calling(
                traceName,
                site: CallerSite(kind: .method, fileID: fileID, line: line, type: site.receiverType),
                body)
        } catch {
            let reason = (error as? any TraceValue)?.traceText ?? "an error"
            transcript.record(
                TranscriptMessage(from: traceName, to: caller, text: "throws \(reason)", kind: .reply))
            throw error
        }
        if let text = reply(result) {
            transcript.record(TranscriptMessage(from: traceName, to: caller, text: text, kind: .reply))
        }
        return result
    }

    /// `applyClicked(title:price:)` with `"Phone"` and `90` gives `applyClicked(title: "Phone", price:
    /// 90)`; `_` labels are left out; a property's observer (`text`) gives `text = "Phone"`.
    ///
    /// A traced call must pass one value per label (a property's observer at most one): a line that
    /// showed other values could not be true, so it is never printed. A mismatch traps, and golden
    /// recording never keeps the output of a case that crashed.
    static func callText(_ function: String, _ values: [String]) -> String {
        guard let open = function.firstIndex(of: "(") else {
            precondition(values.count <= 1, "traced \(function) with \(values.count) values for one property")
            return values.isEmpty ? function : "\(function) = \(values.joined(separator: ", "))"
        }
        let labels = function[function.index(after: open)...].split(separator: ":").dropLast()
        precondition(
            labels.count == values.count,
            "traced \(function) with \(values.count) values for \(labels.count) labels")
        let arguments = zip(labels, values).map { label, value in label == "_" ? value : "\(label): \(value)"
        }
        return "\(function[..<open])(\(arguments.joined(separator: ", ")))"
    }
}

/// Runs `body`, in which a subject tells its observers that it changed. A call an observer records
/// directly inside `body` is drawn as a notification from the subject (`viewModel ~> map: show(...)`),
/// not as an ordinary call; calls the observer then makes are ordinary calls again.
///
/// ```swift
/// var value: Value {
///     didSet { notifying { for observer in observers { observer(value) } } }
/// }
/// ```
public func notifying<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let transcript = Transcript.current else { return try body() }
    return try transcript.notifying(body)
}

/// Where a call was recorded: the receiving type and the method as the compiler names them, the
/// line that recorded it, and where the caller's running code is. The call-label test checks each
/// against the source: the method is the one the line names, and the caller's code makes the call.
public struct CallSite: Equatable, Sendable {
    public var receiverType: String
    public var function: String
    public var fileID: String
    public var line: Int
    /// The caller's running traced method or acting block; nil for the scenario's own code.
    public var caller: CallerSite?
}

/// Where the code that makes a call runs: the caller's traced method (the line of its `traced`), or a
/// scenario's acting block (the line of its `acting(as:)`, where the block opens).
public struct CallerSite: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case method
        case acting
    }

    public var kind: Kind
    public var fileID: String
    public var line: Int
    /// The type of the object whose method runs (as `String(reflecting:)` names it); for an acting
    /// block, the participant it acts as, or `-` for a person (an actor).
    public var type = "-"
}
