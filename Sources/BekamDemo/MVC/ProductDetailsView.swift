import DemoSupport

/// View (MVC): the details screen's view (the original's storyboard view and its outlets). It draws
/// the product it is given, with the words and button the screen's strategy chose, and decides
/// nothing. Its lines are what the user sees.
final class ProductDetailsView: Traced {
    let traceName = "detailsView"

    func show(product: Product, owner: String, title: String, description: String, button: String) {
        traced(product, owner, title, description, button) {
            let status = product.available ? "for sale" : "SOLD"
            Console.print(
                "details \(product.id): \(title) · \(DetailsText.price(product)) · \(status) · by \(owner) · "
                    + "button \"\(button)\"")
            Console.print("  \(description)")
        }
    }
}
