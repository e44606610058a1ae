/// The data of exercise label-bargain's scenario (docs/exercises/label-bargain.md): the products on the
/// Things tab, and the two bargains whose labels must share one look. Course-owned: the grader may run
/// the scenario on other data too.
enum LabelBargainData {
    /// The products, oldest first (ids p1, p2, ...): the market's six.
    static let items = Market.sampleItems
    /// The two cells, newest first, whose labels are bargains.
    static let bargains = ("p5", "p4")
}
