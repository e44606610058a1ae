import DemoSupport

/// The article's name for the document of the example program.
typealias SimpleStringDocument = StringDocument<SimpleEvent>

/// ConcreteDocument, and the subject of an Observer: a string, the views to notify when it changes
/// (attached with `addView`, detached with `removeView`), and optionally the backend repository it is
/// loaded from and written back to (the article's `StringDocument`).
///
/// Views are kept in an array, so they are notified in the order they were added, on every run.
final class StringDocument<T: Event>: Document {
    let name: String
    var traceName: String { name }

    /// What a view registers: the callback the document calls with each event.
    typealias EventHandler = (T) -> Void

    private var views: [(key: String, eventHandler: EventHandler)] = []
    private var data: String?
    private let repository: BackendRepository?

    init(name: String = "document", repository: BackendRepository? = nil) {
        self.name = name
        self.repository = repository
        tracedInit(name, repository)
    }

    deinit {
        ReleaseLog.current?.released(self)
        releaseViews()
    }

    /// The keys of the registered views, in the order they were added.
    var viewKeys: [String] { views.map(\.key) }

    /// The article's rule: a value is stored and sent to every view; `nil` is not data, so it changes
    /// nothing and notifies no one. The demo adds: a value set here (by a view) is written back to the
    /// backend repository, if the document has one.
    var state: String? {
        get { data }
        set {
            traced(newValue) {
                guard let newValue else {
                    Console.refuse(
                        "state = nil is no data: the state stays \(shownState), no view is notified")
                    return
                }
                change(to: newValue, writeBack: true)
            }
        }
    }

    /// Loads the state from the backend repository; a missing record (`nil`) changes nothing.
    func load() {
        traced {
            guard let repository else {
                Console.refuse("load(): \(name) has no backend repository; the state stays \(shownState)")
                return
            }
            guard let fetched = repository.fetch() else {
                Console.refuse("load() got nil, no data: the state stays \(shownState), no view is notified")
                return
            }
            change(to: fetched, writeBack: false)
        }
    }

    func addView(key: String, eventHandler: @escaping EventHandler) {
        traced(key, Shown.closure) {
            guard !viewKeys.contains(key) else {
                Console.refuse("addView(key: \(quoted(key))): the key is taken; the views stay \(shownViews)")
                return
            }
            views.append((key, eventHandler))
        }
    }

    func removeView(key: String) {
        traced(key) {
            guard let index = views.firstIndex(where: { $0.key == key }) else {
                Console.refuse(
                    "removeView(key: \(quoted(key))): no view has that key; the views stay \(shownViews)")
                return
            }
            views.remove(at: index)
        }
    }

    /// Forgets every view, one at a time in the order they were added, so that views the document alone
    /// kept alive are released in that order.
    func removeAllViews() {
        traced { releaseViews() }
    }

    private func releaseViews() {
        while !views.isEmpty {
            views.removeFirst()
        }
    }

    private func change(to value: String, writeBack: Bool) {
        data = value
        if writeBack, let repository {
            repository.save(value)
        }
        notify(value)
    }

    /// Observer: the document is the subject, each registered callback an observer; every one of them
    /// is sent the new data, in the order the views were added.
    private func notify(_ data: String) {
        let event = T(message: data)
        notifying {
            for view in views {
                view.eventHandler(event)
            }
        }
    }

    private var shownState: String { data.map { quoted($0) } ?? "nil" }

    private var shownViews: String { views.isEmpty ? "none" : viewKeys.joined(separator: ", ") }
}
