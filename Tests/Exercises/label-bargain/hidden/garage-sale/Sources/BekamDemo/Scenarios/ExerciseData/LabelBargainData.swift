/// The data of exercise label-bargain's scenario (docs/exercises/label-bargain.md): the products on the
/// Things tab, and the two bargains whose labels must share one look. Course-owned: the grader may run
/// the scenario on other data too.
enum LabelBargainData {
    /// The products, oldest first (ids p1, p2, ...).
    static let items: [Market.Item] = [
        (Market.sami, "Guitar", 35, false, "Boulder", ["Music"], "Nylon strings, with a case", "bike.jpg"),
        (Market.nour, "Snowboard", 41, false, "Denver", ["Outdoor"], "148 cm, waxed last winter", "tent.jpg"),
        (Market.layla, "Kayak", 30, true, "Boulder", ["Outdoor"], "One person, per day", "tent.jpg"),
        (Market.sami, "Coffee table", 0, false, "Boulder", ["Furniture"], "Oak, a few scratches", "lamp.jpg"),
        (Market.nour, "Lamp shade", 5, false, "Denver", ["Furniture"], "Linen, 30 cm", "lamp.jpg"),
        (Market.layla, "Bookshelf", 60, false, "Boulder", ["Furniture"], "Five shelves", "book.jpg"),
    ]
    /// The two cells, newest first, whose labels are bargains.
    static let bargains = ("p5", "p1")
}
