import DemoSupport

/// Document (protocol): holds data, knows the views interested in it and tells them when it changes
/// (the article's `Document`). That half is an Observer: the document is the subject, views attach a
/// callback under a key (`addView`) and detach it (`removeView`); the document never knows their
/// types, only their keys and callbacks.
///
/// Class-bound, unlike the article's: a view writes `document.state = ...` through the reference it
/// holds, and that must reach the one shared document, never a copy. A document is a participant of
/// the call lines (`Traced`) and, passed to a view's initialiser, is shown by its name (`TraceValue`).
protocol Document: AnyObject, Traced, TraceValue {
    associatedtype EventType: Event
    associatedtype KeyType
    associatedtype DataType

    /// Setting a value notifies every view; setting `nil` changes nothing.
    var state: DataType? { get set }

    /// Registers a view's callback under `key`; a key already taken is refused and nothing changes.
    func addView(key: KeyType, eventHandler: @escaping (EventType) -> Void)

    /// Forgets the view registered under `key`; a key no view has is refused and nothing changes.
    func removeView(key: KeyType)
}

/// Observer (protocol): the update operation a document calls on every change. The article's document
/// keeps only callbacks of type `(EventType) -> Void`, so any function of that type can observe it; this
/// protocol gives that operation its name, `onDataChange(_:)`, which the demo's views (`StringView`,
/// `ControlledStringView`) implement and attach as their callback (`addView(key: view.name, eventHandler: view.onDataChange)`). The document
/// stores the callback alone and never learns a view's type.
protocol DocumentObserver: AnyObject {
    associatedtype EventType: Event
    /// Update: the document's data changed; the event carries the new data (push model).
    func onDataChange(_ event: EventType)
}
