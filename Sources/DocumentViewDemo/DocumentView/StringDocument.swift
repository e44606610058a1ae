import DemoSupport

/// The article's name for the document of the example program.
typealias SimpleStringDocument = StringDocument<SimpleEvent>

/// ConcreteDocument: a string, the views to notify when it changes, and optionally the backend
/// repository it is loaded from and written back to (the article's `StringDocument`).
///
/// Views are kept in an array, so they are notified in the order they were added, on every run.
final class StringDocument<T: Event>: Document {
    let name: String
    private var views: [(key: String, eventHandler: (T) -> Void)] = []
    private var data: String?
    private let repository: BackendRepository?
    private let transcript: Transcript
    private let releases: ReleaseLog?

    init(
        name: String = Names.document, repository: BackendRepository? = nil,
        transcript: Transcript = Transcript(), releases: ReleaseLog? = nil
    ) {
        self.name = name
        self.repository = repository
        self.transcript = transcript
        self.releases = releases
    }

    deinit {
        releases?.record(name)
        removeAllViews()
    }

    /// The keys of the registered views, in the order they were added.
    var viewKeys: [String] { views.map(\.key) }

    /// The article's rule: a value is stored and sent to every view; `nil` is not data, so it changes
    /// nothing and notifies no one. The demo adds: a value set here (by a view) is written back to the
    /// backend repository, if the document has one.
    var state: String? {
        get { data }
        set {
            guard let newValue else {
                transcript.refused(
                    "state = nil is no data: the state stays \(shownState), no view is notified")
                return
            }
            change(to: newValue, writeBack: true)
        }
    }

    /// Loads the state from the backend repository; a missing record (`nil`) changes nothing.
    func load() {
        guard let repository else {
            transcript.refused("load(): \(name) has no backend repository; the state stays \(shownState)")
            return
        }
        transcript.send("fetch()", from: name, to: Names.backend)
        let fetched = repository.fetch()
        transcript.reply(fetched.map { quoted($0) } ?? "nil", from: Names.backend, to: name)
        guard let fetched else {
            transcript.refused("load() got nil, no data: the state stays \(shownState), no view is notified")
            return
        }
        change(to: fetched, writeBack: false)
    }

    @discardableResult
    func addView(key: String, eventHandler: @escaping (T) -> Void) -> Bool {
        guard !viewKeys.contains(key) else {
            transcript.refused("addView(key: \(quoted(key))): the key is taken; the views stay \(shownViews)")
            return false
        }
        views.append((key, eventHandler))
        return true
    }

    @discardableResult
    func removeView(key: String) -> Bool {
        guard let index = views.firstIndex(where: { $0.key == key }) else {
            transcript.refused(
                "removeView(key: \(quoted(key))): no view has that key; the views stay \(shownViews)")
            return false
        }
        views.remove(at: index)
        return true
    }

    /// Forgets every view, one at a time in the order they were added, so that views the document alone
    /// kept alive are released in that order.
    func removeAllViews() {
        while !views.isEmpty {
            views.removeFirst()
        }
    }

    private func change(to value: String, writeBack: Bool) {
        data = value
        if writeBack, let repository {
            transcript.send("save(\(quoted(value)))", from: name, to: Names.backend)
            repository.save(value)
        }
        notify(value)
    }

    private func notify(_ data: String) {
        let event = T(message: data)
        for view in views {
            transcript.send("onDataChange(message: \(quoted(data)))", from: name, to: view.key)
            view.eventHandler(event)
        }
    }

    private var shownState: String { data.map { quoted($0) } ?? "nil" }

    private var shownViews: String { views.isEmpty ? "none" : viewKeys.joined(separator: ", ") }
}
