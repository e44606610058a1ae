/// The record of one scenario run: its events in order and the participants they involve.
///
/// A run binds its transcript to ``current`` for as long as the scenario runs, so pattern code never
/// holds or receives one: participants record the calls they receive (``Traced``), and the scenario
/// adds headings, notes and results. Nothing is printed while a scenario runs.
///
/// A transcript belongs to the one synchronous run that fills it, which is why it may be bound to a
/// task-local value (`@unchecked Sendable`): no two tasks ever touch the same transcript.
public final class Transcript: @unchecked Sendable {
    /// The transcript of the scenario running in this task, if any.
    @TaskLocal public static var current: Transcript?

    public private(set) var events: [TranscriptEvent] = []
    /// Declared participants first, in declaration order, then the others in order of first use.
    public private(set) var participants: [Participant] = []
    /// Each participant's type by its name, as the first call it receives (or an acting block) gives
    /// it (`String(reflecting:)`); none for a person or the scenario's own code.
    private(set) var types: [String: String] = [:]
    /// The participants whose traced methods (or acting blocks) are running, innermost last, each
    /// with where its running code is.
    private var callers: [(name: String, site: CallerSite?)] = []
    /// How many traced methods were running when the innermost ``notifying(_:)`` began.
    private var notificationDepth: Int?

    public init() {}

    /// Runs `body` with this transcript bound to ``current``.
    public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self) { try body() }
    }

    /// Declares participants up front, so that diagrams show them in this order and with their kind.
    public func declare(_ participants: Participant...) {
        for participant in participants { add(participant) }
    }

    /// Calls made by the scenario itself inside `body` come from `person` (a user of the app). Only the
    /// calls `body` itself makes are the person's: the call-label test looks for each of them in the
    /// block that opens on the line of this call (`fileID` and `line` say where that is). An object
    /// acting in code of its own that is not traced (an initialiser) gives its `type`.
    public func acting<Result>(
        as person: Participant, type: Any.Type? = nil, fileID: String = #fileID, line: Int = #line,
        _ body: () throws -> Result
    ) rethrows -> Result {
        add(person)
        types[person.name] = types[person.name] ?? type.map { String(reflecting: $0) }
        // A person acts as themselves; for any other participant the site names it, so the call-label
        // test can check that the block is that participant's own code.
        let site = CallerSite(
            kind: .acting, fileID: fileID, line: line, type: person.kind == .actor ? "-" : person.name)
        return try calling(person.name, site: site, body)
    }

    public func heading(_ text: String) { events.append(.heading(text)) }

    public func note(_ text: String) { events.append(.note(text)) }

    public func result(_ text: String) { events.append(.result(text)) }

    public func refused(_ text: String) { events.append(.refusal(text)) }

    /// The events a user of the app observes (results and refusals).
    public var results: [TranscriptEvent] { events.filter(\.isResult) }

    /// Who makes a call now: the innermost running traced method's participant or acting person, with
    /// where its code is; outside any, the first actor declared, else `main` (the scenario's own code),
    /// with no site.
    var caller: (name: String, site: CallerSite?) {
        callers.last ?? (participants.first { $0.kind == .actor }?.name ?? "main", nil)
    }

    func calling<Result, Failure: Error>(
        _ name: String, site: CallerSite? = nil, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        callers.append((name, site))
        defer { callers.removeLast() }
        return try body()
    }

    func notifying<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = notificationDepth
        notificationDepth = callers.count
        defer { notificationDepth = outer }
        return try body()
    }

    /// Whether a call recorded now is a subject's notification: made directly inside ``notifying(_:)``.
    var isNotifying: Bool { notificationDepth == callers.count }

    func record(_ message: TranscriptMessage) {
        add(Participant(message.from))
        add(Participant(message.to))
        // A caller in a traced method was recorded with its type when that method was called.
        if let site = message.site { types[message.to] = types[message.to] ?? site.receiverType }
        events.append(.message(message))
    }

    private func add(_ participant: Participant) {
        guard !participants.contains(where: { $0.name == participant.name }) else { return }
        participants.append(participant)
    }
}

/// Runs `body` as `person`'s own code in the scenario running now (``Transcript/acting(as:type:fileID:line:_:)``),
/// or just runs it outside a run. For code that is a person's though it lives in a type, such as a
/// program's `main` written as an object.
public func acting<Result>(
    as person: Participant, type: Any.Type? = nil, fileID: String = #fileID, line: Int = #line,
    _ body: () throws -> Result
) rethrows -> Result {
    guard let transcript = Transcript.current else { return try body() }
    return try transcript.acting(as: person, type: type, fileID: fileID, line: line, body)
}
