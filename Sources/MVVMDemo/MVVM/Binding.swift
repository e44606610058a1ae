import DemoSupport

/// Observer: what a bound view leaves with a `BoundValue`, its update operation for that value. A view
/// makes one around a method of its own (`ValueObserver(self) { $0.showPoint($1) }`) and keeps only a
/// weak reference to itself in it, so a value never keeps a view alive and never learns its type.
struct ValueObserver<Value> {
    private let notify: (Value) -> Void

    /// An update that calls `update` on `view` while the view exists.
    init<View: AnyObject>(_ view: View, _ update: @escaping (View, Value) -> Void) {
        notify = { [weak view] value in
            if let view { update(view, value) }
        }
    }

    /// An update that is a closure, for code with no view object of its own to name.
    init(_ notify: @escaping (Value) -> Void) {
        self.notify = notify
    }

    /// Update: the value the view is bound to is now `value` (on binding, then each new one).
    func update(_ value: Value) { notify(value) }
}

/// Binding, the Subject of an Observer: a value the ViewModel publishes. A view that binds is shown
/// the value it holds now, then every new value as it is published; this is the "notify about updated
/// data" arrow of the document's component diagram. The demo's own small class (named so as not to
/// shadow the Observation framework's `Observable`, which an iOS app would use, or Combine's
/// `@Published`).
final class BoundValue<Value> {
    private(set) var value: Value
    private var observers: [ValueObserver<Value>] = []

    init(_ value: Value) { self.value = value }

    /// Attach: `observer` is updated at once with the current value (a plain call from whoever binds,
    /// drawn as theirs), then with every new value.
    func bind(_ observer: ValueObserver<Value>) {
        observers.append(observer)
        observer.update(value)
    }

    /// Attach a closure as the update (`bind { [list] in list.showPoint($0) }`).
    func bind(notify: @escaping (Value) -> Void) {
        bind(ValueObserver(notify))
    }

    /// Stores the new value and updates every bound observer, in the order they bound. The views'
    /// methods are called from here, so a trace draws them as notifications from whoever published
    /// (the ViewModel): `ViewModel ~> Map: showRoute(...)`.
    func publish(_ newValue: Value) {
        value = newValue
        notifying { for observer in observers { observer.update(newValue) } }
    }
}
