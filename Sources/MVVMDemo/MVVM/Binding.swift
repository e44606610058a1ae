import DemoSupport

/// Binding: a value the ViewModel publishes. Views bind to it, and every new value is passed to each
/// of them at once; this is the "notify about updated data" arrow of the document's component diagram.
/// The demo's own class, not the Observation framework's `@Observable` (an iOS app would use that,
/// or Combine); here every notification has to appear in the trace.
final class Observable<Value> {
    private(set) var value: Value
    private var observers: [(name: String, notify: (Value) -> Void)] = []
    private let owner: String
    private let label: String
    private let describe: (Value) -> String
    private let transcript: Transcript

    /// `label` names the update in the trace (`Return the route`); `describe` shows the value.
    init(
        _ value: Value, owner: String, label: String, transcript: Transcript,
        describe: @escaping (Value) -> String
    ) {
        self.value = value
        self.owner = owner
        self.label = label
        self.transcript = transcript
        self.describe = describe
    }

    /// `observer` (a view's name) is told every new value from now on.
    func bind(_ observer: String, notify: @escaping (Value) -> Void) {
        observers.append((observer, notify))
    }

    func unbindAll() { observers.removeAll() }

    var observerNames: [String] { observers.map(\.name) }

    /// Stores the new value and tells every bound view, in the order they bound.
    func publish(_ newValue: Value) {
        value = newValue
        for observer in observers {
            transcript.reply("\(label): \(describe(newValue))", from: owner, to: observer.name)
            observer.notify(newValue)
        }
    }
}
