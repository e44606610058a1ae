import DemoSupport

/// Backend repository: where the document's data is kept (the article's "backend store"). One record,
/// in memory; `nil` when there is no record.
final class BackendRepository: Traced, TraceValue {
    static let name = "Backend"
    var traceName: String { Self.name }

    private(set) var record: String?
    /// Every value written back, in order, so tests can tell a load from a save.
    private(set) var saved: [String] = []

    init(record: String? = nil) {
        self.record = record
    }

    func fetch() -> String? {
        traced { record }
    }

    func save(_ value: String) {
        traced(value) {
            record = value
            saved.append(value)
        }
    }

    /// The record disappears, as if another client deleted it.
    func delete() {
        traced { record = nil }
    }
}
