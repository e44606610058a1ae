import DemoSupport

/// Binding: a value the ViewModel publishes. A view that binds is shown the value it holds now, then
/// every new value as it is published; this is the "notify about updated data" arrow of the
/// document's component diagram. The demo's own small class (named so as not to shadow the
/// Observation framework's `Observable`, which an iOS app would use, or Combine's `@Published`).
final class BoundValue<Value> {
    private(set) var value: Value
    private var observers: [(Value) -> Void] = []

    init(_ value: Value) { self.value = value }

    /// `notify` is called at once with the current value (a plain call from whoever binds, drawn as
    /// theirs), then with every new value.
    func bind(_ notify: @escaping (Value) -> Void) {
        observers.append(notify)
        notify(value)
    }

    /// Stores the new value and notifies every bound view, in the order they bound. The views'
    /// methods are called from here, so a trace draws them as notifications from whoever published
    /// (the ViewModel): `ViewModel ~> Map: showRoute(...)`.
    func publish(_ newValue: Value) {
        value = newValue
        notifying { for notify in observers { notify(newValue) } }
    }
}
