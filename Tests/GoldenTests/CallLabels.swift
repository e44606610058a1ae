import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools

extension DemoChecks {
    /// Every call line of every transcript is made by the call it shows: the method that recorded it
    /// is the method its label names, with the same argument labels, declared by the receiving
    /// participant's type or a type it inherits from or conforms to.
    ///
    /// The demo's data lists where its calls were recorded (``Demo/recordedCalls``, over every scenario
    /// and variant, run in-process), and this check reads the demo's sources to find the declaration
    /// around each line.
    /// A call recorded around an empty body says what it records instead (``emptyTracedBodies``).
    static func callLabels(_ demo: String, _ data: Demo, _ sources: SourceIndex) {
        var problems = data.recordedCalls.compactMap { falseLabel($0, demo: demo, sources: sources) }
        problems += sources.emptyTracedBodies.map {
            "Sources/\(demo)/…/\($0) traces an empty body: an initialiser records its call with "
                + "tracedInit(...), a didSet the value set with tracedSet(...)"
        }
        if !problems.isEmpty {
            record(
                failure(
                    demo, "call labels", "swift test --filter \(demo)",
                    "\(problems.count) false call labels:\n\(problems.joined(separator: "\n"))"))
        }
    }

    /// What is wrong with one recorded call (``Demo/recordedCalls``), or nil.
    static func falseLabel(_ call: RecordedCall, demo: String, sources: SourceIndex) -> String? {
        let (site, type, function) = (call.site, call.site.receiverType, call.site.function)
        let (file, number) = (String(site.fileID.split(separator: "/").last ?? ""), site.line)
        let location = "Sources/\(demo)/…/\(file):\(number)"
        guard let declaration = sources.declaration(file: file, line: number) else {
            return "\(location) records `\(function)` outside any method"
        }
        guard declaration.signature == function else {
            return "\(location) records `\(function)`, but the line is in \(declaration.qualified)"
        }
        // `PatternModule.Outer.Inner<Int>` is the type `Outer.Inner`.
        let receiver = type.split(separator: ".", maxSplits: 1).last.map { String($0.prefix { $0 != "<" }) }
        guard let receiver, sources.type(receiver, isOrInheritsFrom: declaration.type) else {
            return "\(location) records `\(function)` for a \(type), but \(declaration.qualified) declares it"
        }
        return falseCaller(call, callee: receiver, sources: sources)
    }

    /// What is wrong with the caller of one recorded call, or nil: the caller's running
    /// declaration (its traced method, with the members of its own type that method uses, or the
    /// scenario's acting block) must contain the call; for a notification, the subject's code must
    /// notify (`notifying { ... }`, or a method that does), since it calls its observers without
    /// knowing their methods.
    static func falseCaller(_ call: RecordedCall, callee: String, sources: SourceIndex) -> String? {
        let function = call.site.function
        let target = "`\(callee).\(function)`"
        guard let caller = call.site.caller else {
            return "\(target) is called by scenario code outside any acting block"
        }
        let (kind, file, line) = (
            caller.kind.rawValue, String(caller.fileID.split(separator: "/").last ?? ""), caller.line
        )
        // A block acting as an object (not a person, not `main`) must be that object's own code: a
        // method of the type named like it, or an initialiser (which cannot be traced) of the type in
        // the pattern's code. A seam acting as the object it serves would draw the seam's call as the
        // object's.
        if kind == "acting", caller.type != "-", caller.type != "main" {
            let place = sources.actingPlace(file: file, line: line)
            let ownName = String(place.type.split(separator: ".").last ?? "")
            let own = ownName == caller.type || (place.inInitializer && !place.inScenarioFile)
            if !place.type.isEmpty && !own {
                return
                    "\(target) is drawn as called by \(caller.type), but the acting block at \(file):\(line) is "
                    + "\(place.type)'s code"
            }
        }
        let callerType = caller.type.split(separator: ".", maxSplits: 1).last.map {
            String($0.prefix { $0 != "<" })
        }
        guard
            let (name, code) = sources.callerCode(
                file: file, line: line, type: kind == "acting" ? nil : callerType ?? "")
        else {
            return "\(target) is called from \(kind) code at \(file):\(line) that the index cannot find"
        }
        // A subject notifies in its own code, or by calling a method that does (a bound value's publish).
        let notifiers = (["notifying"] + sources.notifiers.sorted()).joined(separator: "|")
        let notifies = try? NSRegularExpression(pattern: #"\b(?:"# + notifiers + #")\s*[({]"#)
        let typeName = String(callee.split(separator: ".").last ?? "")
        let typeNames = function.hasPrefix("init(") ? sources.names(of: typeName, in: typeName) : []
        guard
            let pattern = call.isNotification
                ? notifies : callPattern(function, typeNames: typeNames),
            pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        else {
            let verb = call.isNotification ? "notified by" : "called by"
            return
                "\(target) is drawn as \(verb) \(name), whose code does not \(call.isNotification ? "notify" : "call it")"
        }
        return nil
    }

    /// How code calls `function` (as `#function` spells it) of a `callee`: `open(asOwner:)` as
    /// `open(asOwner:`, `show(_:)` as `show(` or `show {`, a property `state` as `state = `, an
    /// initialiser as `Callee(` (or one of the `typeNames` code uses for it: an alias) or `.init(`.
    static func callPattern(_ function: String, typeNames: [String]) -> NSRegularExpression? {
        let base = String(function.prefix { $0 != "(" })
        let escaped = NSRegularExpression.escapedPattern(for: base)
        let pattern: String
        if base == function {
            pattern = #"\b"# + escaped + #"\s*([-+*/]?=)(?!=)"#
        } else {
            let labels = function.dropFirst(base.count + 1).split(separator: ":").filter { $0 != ")" }
            let typeAlternatives = typeNames.map(NSRegularExpression.escapedPattern(for:)).joined(
                separator: "|")
            let name =
                base == "init"
                ? #"(?:\b(?:"# + typeAlternatives + #")(?:<[^>]*>)?|\.init)"# : #"\b"# + escaped
            // Defaulted parameters may be left out: any of the labels, or none, will do.
            pattern =
                labels.contains("_")
                ? name + #"\s*[({]"#
                : name + #"\s*(?:\(\s*(?:"# + labels.joined(separator: "|") + #")\s*:|\(\s*\)|\{)"#
        }
        return try? NSRegularExpression(pattern: pattern)
    }
}
