import DemoSupport

/// Lifecycle witness: objects call `record` from their `deinit`. A scenario copies the log into the
/// transcript at fixed points (`flush`), so the transcript shows each release at the step that caused
/// it, whatever instant ARC picked within that step.
final class ReleaseLog {
    private var pending: [String] = []
    /// Every release so far, in the order the objects were released.
    private(set) var all: [String] = []

    func record(_ name: String) {
        pending.append(name)
        all.append(name)
    }

    /// Records a `deinit` message for each release since the last flush.
    func flush(into transcript: Transcript) {
        for name in pending {
            transcript.send("deinit", from: name, to: name)
        }
        pending.removeAll()
    }
}

/// A named reference that keeps nothing alive: how `main` watches objects in the lifecycle scenario.
struct Weak<Object: AnyObject> {
    let name: String
    weak var object: Object?

    init(_ name: String, _ object: Object?) {
        self.name = name
        self.object = object
    }

    var isAlive: Bool { object != nil }

    var watch: (name: String, isAlive: Bool) { (name, isAlive) }
}
