import DemoSupport

/// Lifecycle witness: while a log is bound to ``current``, an object's `deinit` reports its release
/// here, and the log lets the object record the release in the transcript as a self-message
/// (`view0 -> view0: deinit`): a release is not a call. Only the `lifecycle` scenario and the lifecycle
/// tests bind a log, so the other scenarios do not show the releases at their end.
/// `@unchecked Sendable` only so that it can be bound to a task-local: like a transcript, a log belongs
/// to the one synchronous run that fills it.
final class ReleaseLog: @unchecked Sendable {
    @TaskLocal static var current: ReleaseLog?

    /// Every release so far, in the order the objects were released.
    private(set) var all: [String] = []

    func released(_ object: some Traced) {
        all.append(object.traceName)
        object.selfMessage("deinit")
    }
}
