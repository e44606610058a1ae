import DemoSupport

/// State (the original's `ProductDetailsStateDelegate`): how the details screen behaves. The screen
/// holds one and hands it every decision that depends on who owns the product.
protocol ProductDetailsStateDelegate: AnyObject, Traced {
    func setupUI()
    func setupTitle() -> String
    func setupDescription() -> String
    func actionButtonClicked()
    func getActionButtonTitleString() -> String
    /// APPLY on the edit form.
    func applyClicked(title: String, description: String, price: String)
    func deleteClicked()
}

/// ConcreteState: the viewer owns the product. The button marks it sold (or for sale again), and
/// title, description and price can be edited.
final class MyProductDetailsState: ProductDetailsStateDelegate {
    let traceName = "MyProductDetailsState"
    private unowned let vc: ProductDetailsController

    init(viewController: ProductDetailsController) {
        vc = viewController
    }

    func setupUI() {
        traced {
            vc.show(
                title: setupTitle(), description: setupDescription(), button: getActionButtonTitleString())
        }
    }

    func setupTitle() -> String { "✏️ \(vc.product.name)" }

    func setupDescription() -> String { "✏️ \(vc.product.description)" }

    func getActionButtonTitleString() -> String {
        vc.product.available ? DetailsText.markAsSold : DetailsText.markAsNotSold
    }

    func actionButtonClicked() {
        traced { if vc.product.available { vc.markAsSoldClicked() } else { vc.markAsNotSoldClicked() } }
    }

    func applyClicked(title: String, description: String, price: String) {
        traced(title, description, price) {
            vc.saveEdit(title: title, description: description, price: price)
        }
    }

    func deleteClicked() {
        traced { vc.deleteProduct() }
    }
}

/// ConcreteState: someone else's product. The button opens a chat with the owner (after login);
/// nothing can be edited or deleted.
final class OtherProductDetailsState: ProductDetailsStateDelegate {
    let traceName = "OtherProductDetailsState"
    private unowned let vc: ProductDetailsController

    init(viewController: ProductDetailsController) {
        vc = viewController
    }

    func setupUI() {
        traced {
            vc.show(
                title: setupTitle(), description: setupDescription(), button: getActionButtonTitleString())
        }
    }

    func setupTitle() -> String { vc.product.name }

    func setupDescription() -> String { vc.product.description }

    func getActionButtonTitleString() -> String { DetailsText.letsChat }

    func actionButtonClicked() {
        traced { vc.letsChatClicked() }
    }

    func applyClicked(title: String, description: String, price: String) {
        traced(title, description, price) { vc.refuse(.notOwner("edit it")) }
    }

    func deleteClicked() {
        traced { vc.refuse(.notOwner("delete it")) }
    }
}
