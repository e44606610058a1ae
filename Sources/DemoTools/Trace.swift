import DemoSupport

/// A scenario run as data, for `--format json` and `--format html`: the tables once (participants,
/// roles, the class diagram's pictures), then one step per message line (each one arrow of the
/// sequence diagram) with where its code is, and the headings, notes and results after the step they
/// follow. Built only from what tracing records.
struct Trace {
    /// Where a method's code is: the file relative to the package root and the line of its `traced`
    /// (or `tracedInit`, `tracedSet`, `acting`) call; `path` is the file where it was compiled.
    struct Location: Equatable {
        var file: String
        var line: Int
        var path: String
    }

    /// A line of the transcript that is not a message: a heading, a note, a result, a refusal.
    struct Aside {
        var kind: String
        var text: String
        var line: String
    }

    /// One message line: a call, a reply, a notification or a self-message.
    struct Step {
        var number: Int
        var kind: String
        var from, to, text, line: String
        /// The called method as Swift names it (`endEditing(with:)`) and its arguments as shown.
        var method: String?
        var arguments: [String]?
        var heading: String?
        /// A call's reply, a reply's call (step numbers); nil for a call without a reply.
        var paired: Int?
        /// The method that runs: the called method, the one a reply returns from, or the one a
        /// self-message is in; and the method (or acting block) the message came from.
        var called, caller: Location?
        var after: [Aside] = []
    }

    struct Member {
        var name, kind: String
        var type: String?
        var roles: [String]
    }

    struct ClassBox {
        var name: String
        var stereotypes, operations: [String]
        var isProtocol: Bool
        var layer: String?
    }

    struct Link {
        var kind, from, to: String
        var label, direction: String?
    }

    /// One pattern's picture of the class diagram.
    struct Picture {
        var title: String
        var classes: [ClassBox]
        var links: [Link]
    }

    let scenario: String
    let variant: String?
    let title, purpose: String
    let roles: [Role]
    let participants: [Member]
    let pictures: [Picture]
    let before: [Aside]
    let steps: [Step]

    init(demo: Demo, run: ScenarioRun) {
        (scenario, variant, title) = (run.scenario.name, run.design.variant, run.title)
        (purpose, roles) = (run.design.summary, run.design.roles)
        let (transcript, roles) = (run.transcript, run.design.roles)
        participants = transcript.participants.map { participant in
            let type = transcript.types[participant.name]
            let short = type.map(Self.shortType)?.lowercased() ?? ""
            let played = roles.filter { role in
                let named = Set(
                    role.types.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map { $0.lowercased() })
                return named.contains(participant.name.lowercased()) || named.contains(short)
            }
            let kind =
                switch participant.kind {
                case .actor: "person"
                case .participant: "object"
                case .database: "store"
                }
            return Member(name: participant.name, kind: kind, type: type, roles: played.map(\.role))
        }
        pictures = Self.pictures(demo, run)
        var (steps, before) = ([Step](), [Aside]())
        var heading: String?
        // The calls not yet answered, innermost last: a reply pairs with the latest call it answers.
        var open: [Int] = []
        for event in transcript.events {
            guard case .message(let message) = event else {
                let aside: Aside
                switch event {
                case .heading(let text):
                    heading = text
                    aside = Aside(kind: "heading", text: text, line: event.line)
                case .note(let text): aside = Aside(kind: "note", text: text, line: event.line)
                case .result(let text): aside = Aside(kind: "result", text: text, line: event.line)
                case .refusal(let text): aside = Aside(kind: "refusal", text: text, line: event.line)
                case .message: continue
                }
                if steps.isEmpty { before.append(aside) } else { steps[steps.count - 1].after.append(aside) }
                continue
            }
            var step = Step(
                number: steps.count + 1, kind: "call", from: message.from, to: message.to, text: message.text,
                line: event.line, heading: heading)
            switch message.kind {
            case .call(let site), .notification(let site):
                if case .notification = message.kind { step.kind = "notification" }
                step.method = site.function
                step.arguments = site.arguments
                step.called = Self.location(site.fileID, site.filePath, site.line)
                step.caller = site.caller.flatMap { Self.location($0.fileID, $0.filePath, $0.line) }
                open.append(steps.count)
            case .reply:
                step.kind = "reply"
                if let index = open.lastIndex(where: {
                    steps[$0].from == message.to && steps[$0].to == message.from
                }) {
                    let call = open[index]
                    open.removeSubrange(index...)
                    steps[call].paired = step.number
                    step.paired = call + 1
                    (step.called, step.caller) = (steps[call].called, steps[call].caller)
                }
            case .selfMessage:
                step.kind = "self"
                step.called = open.last { steps[$0].to == message.from }.flatMap { steps[$0].called }
            }
            steps.append(step)
        }
        (self.steps, self.before) = (steps, before)
    }

    /// `StrategyDemo.Journey` or `Box<Int>` as a class diagram names it: `Journey`, `Box`.
    static func shortType(_ type: String) -> String {
        String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
    }

    /// The location in the package (`Sources/...`), when the compiled path names the same file.
    static func location(_ fileID: String, _ path: String, _ line: Int) -> Location? {
        guard let range = path.ranges(of: "/Sources/").last,
            path.split(separator: "/").last == fileID.split(separator: "/").last
        else { return nil }
        return Location(file: String(path[path.index(after: range.lowerBound)...]), line: line, path: path)
    }

    /// The class diagram's pictures, as ``ClassDiagram`` draws them: each relation once (declared
    /// twice, once with a direction, it is one), the types in order of first mention.
    private static func pictures(_ demo: Demo, _ run: ScenarioRun) -> [Picture] {
        demo.patterns.compactMap { pattern in
            let drawn = pattern.drawn(in: run.scenario.name, variant: run.design.variant)
            guard !drawn.structure.isEmpty else { return nil }
            let facts = Relation.facts(of: drawn.structure)
            let types = facts.flatMap { [$0.part.from, $0.part.to] }.uniqued()
            let classes = types.map { type in
                let roles = drawn.classes.filter { $0.type == type }.map(\.role)
                return ClassBox(
                    name: type, stereotypes: roles.map(\.stereotype).uniqued(),
                    operations: roles.flatMap(\.operations).uniqued(),
                    isProtocol: facts.contains { $0.part.kind == .conforms && $0.part.to == type },
                    layer: pattern.layers.first { $0.types.contains(type) }?.name)
            }
            let links = facts.map {
                Link(
                    kind: $0.part.kind.rawValue, from: $0.part.from, to: $0.part.to, label: $0.part.label,
                    direction: $0.direction?.rawValue)
            }
            return Picture(title: pattern.title, classes: classes, links: links)
        }
    }
}
