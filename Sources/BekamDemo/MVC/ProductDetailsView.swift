import DemoSupport

/// View (MVC): the details screen's view (the original's storyboard view and its outlets). It draws
/// the product it is given, editable or not as the screen's strategy chose, with the button of the
/// screen's state, and decides nothing. Its lines are what the user sees.
final class ProductDetailsView: Traced {
    let traceName = "detailsView"

    /// An editable title and description are marked ✏️ (the owner's screen).
    func show(_ product: Product, editable: Bool, button: String) {
        traced(product, editable, button) {
            let mark = editable ? "✏️ " : ""
            let status = product.available ? "for sale" : "SOLD"
            Console.print(
                "details \(product.id): \(mark)\(product.name) · \(DetailsText.price(product)) · \(status) · "
                    + "button \"\(button)\"")
            Console.print("  \(mark)\(product.description)")
        }
    }
}
