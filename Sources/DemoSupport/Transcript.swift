/// The record of one scenario run: its events in order and their participants. A run binds it to
/// ``current``, so pattern code never holds one; only that run's task touches it (`@unchecked`).
public final class Transcript: @unchecked Sendable {
    /// The transcript of the scenario running in this task, if any.
    @TaskLocal public static var current: Transcript?
    public private(set) var events: [TranscriptEvent] = []
    /// Declared participants first, in order, then the others in order of first use.
    public private(set) var participants: [Participant] = []
    /// Each participant's type by its name (`String(reflecting:)`), from the first call it receives
    /// or an acting block's `type`; none for a person or the scenario's own code.
    package private(set) var types: [String: String] = [:]
    /// The running traced methods and acting blocks, innermost last; `notifies` inside `notifying`.
    private var callers: [(name: String, site: CallerSite?, notifies: Bool)] = []

    public init() {}

    /// Runs `body` with this transcript as ``current``.
    public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Declares participants up front, so diagrams show them in this order and with their kind.
    public func declare(_ participants: Participant...) { participants.forEach(add) }

    /// The calls the scenario makes itself inside `body` come from `person`; the call-label test finds
    /// them in the block that opens at `fileID`, `line`. An object acting in code of its own that is
    /// not traced (an initialiser) gives its `type`.
    public func acting<Result>(
        as person: Participant, type: Any.Type? = nil, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, _ body: () throws -> Result
    ) rethrows -> Result {
        add(person)
        types[person.name] = types[person.name] ?? type.map { String(reflecting: $0) }
        let site = person.kind == .actor ? "-" : person.name
        return try calling(
            person.name,
            site: CallerSite(kind: .acting, fileID: fileID, filePath: filePath, line: line, type: site), body)
    }

    public func heading(_ text: String, own: Bool = false) { append(.heading(text), own) }
    public func note(_ text: String, own: Bool = false) { append(.note(text), own) }
    package private(set) var designsOwn: Set<Int> = []  // `own`: true of this design only, not shared
    private func append(_ event: TranscriptEvent, _ own: Bool) {
        if own { designsOwn.insert(events.count) }
        events.append(event)
    }
    /// What the scenario itself observes of the app (a value returned); the app's own code uses ``Console``.
    public func result(_ text: String) { events.append(.result(text)) }
    public func refused(_ text: String) { events.append(.refusal(text)) }

    /// What a user of the app observes: the results and refusals.
    public var results: [TranscriptEvent] { events.filter(\.isResult) }

    /// Who calls now: the innermost running traced method or acting block, else the scenario (`main`).
    var caller: (name: String, site: CallerSite?, notifies: Bool) {
        callers.last ?? ("main", nil, false)
    }

    func calling<Result, Failure: Error>(
        _ name: String, site: CallerSite? = nil, notifies: Bool = false, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        callers.append((name, site, notifies))
        defer { callers.removeLast() }
        return try body()
    }

    func record(_ from: String, _ to: String, _ text: String, _ kind: TranscriptMessage.Kind) {
        add(Participant(from))
        add(Participant(to))
        let message = TranscriptMessage(from: from, to: to, text: text, kind: kind)
        if let site = message.site { types[to] = types[to] ?? site.receiverType }
        events.append(.message(message))
    }

    private func add(_ participant: Participant) {
        if !participants.contains(where: { $0.name == participant.name }) { participants.append(participant) }
    }
}

/// Runs `body` as `person`'s own code in the running scenario (``Transcript/acting(as:type:fileID:line:_:)``),
/// for a person's code that lives in a type, such as a program's `main`.
public func acting<Result>(
    as person: Participant, type: Any.Type? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, _ body: () throws -> Result
) rethrows -> Result {
    guard let transcript = Transcript.current else { return try body() }
    return try transcript.acting(as: person, type: type, fileID: fileID, filePath: filePath, line: line, body)
}

/// Runs `body` off the record: nothing it calls, prints or refuses reaches the running transcript (a
/// screen opened before the story starts, or probes of which only a tally is shown).
public func unrecorded<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Transcript.$current.withValue(nil, operation: body)
}

/// What the app shows its user, where the original app prints: `Console.print("Reading doc...")`
/// records `=> Reading doc...` in the running scenario's transcript. Outside a run, nothing.
public enum Console {
    public static func print(_ text: String) { Transcript.current?.result(text) }

    /// The app refused the user's action and says why; nothing changed (`=> refused: ...`).
    public static func refuse(_ reason: String) { Transcript.current?.refused(reason) }
}
