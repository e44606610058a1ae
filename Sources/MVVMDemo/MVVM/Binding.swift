import DemoSupport

/// Binding: a value the ViewModel publishes. Views bind to it, and every new value is passed to each
/// of them at once; this is the "notify about updated data" arrow of the document's component diagram.
/// The demo's own small class (named so as not to shadow the Observation framework's `Observable`,
/// which an iOS app would use, or Combine's `@Published`).
final class BoundValue<Value> {
    private(set) var value: Value
    private var observers: [(Value) -> Void] = []

    init(_ value: Value) { self.value = value }

    /// `notify` is called with every new value from now on (not with the current one).
    func bind(_ notify: @escaping (Value) -> Void) {
        observers.append(notify)
    }

    /// Stores the new value and notifies every bound view, in the order they bound. The views'
    /// methods are called from here, so a trace draws them as notifications from whoever published
    /// (the ViewModel): `ViewModel ~> Map: showRoute(...)`.
    func publish(_ newValue: Value) {
        value = newValue
        notifying { for notify in observers { notify(newValue) } }
    }
}
