/// Lifecycle witness: a named reference that keeps nothing alive, how `main` watches objects in the
/// lifecycle scenario.
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
