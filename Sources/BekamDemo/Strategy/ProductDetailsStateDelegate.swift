import DemoSupport

/// Strategy (the document calls it State; the original's `ProductDetailsStateDelegate`): how the
/// details screen behaves for the viewer who opened it. The products screen picks one by comparing the
/// product's owner with the logged-in user, once, and it never changes while the screen is open: so it
/// is a Strategy chosen by a client, not a State (no object here changes the screen's behaviour over
/// time). The real State of the screen is its `ListingState` (State/ListingState.swift).
protocol ProductDetailsStateDelegate: AnyObject, Traced {
    func setupUI()
    func setupTitle() -> String
    func setupDescription() -> String
    func actionButtonClicked()
    func getActionButtonTitleString() -> String
    /// APPLY on the edit form.
    func applyClicked(title: String, description: String, price: String)
    /// CANCEL on the edit form.
    func cancelClicked()
    func deleteClicked()
}

/// ConcreteStrategy (the document: a ConcreteState): the viewer owns the product. The action button is
/// handed to the screen's current `ListingState` (for sale or sold), and title, description and price
/// can be edited.
final class MyProductDetailsState: ProductDetailsStateDelegate {
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

    func getActionButtonTitleString() -> String { vc.listing.buttonTitle }

    func actionButtonClicked() {
        traced { vc.listing.actionButtonClicked(vc) }
    }

    func applyClicked(title: String, description: String, price: String) {
        traced(title, description, price) {
            vc.saveEdit(title: title, description: description, price: price)
        }
    }

    /// CANCEL drops what was typed: the screen shows the stored title, description and price again.
    func cancelClicked() {
        traced { setupUI() }
    }

    func deleteClicked() {
        traced { vc.deleteProduct() }
    }
}

/// ConcreteStrategy (the document: a ConcreteState): someone else's product. The button opens a chat with the owner (after login);
/// nothing can be edited or deleted.
final class OtherProductDetailsState: ProductDetailsStateDelegate {
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

    /// There is no edit form to cancel.
    func cancelClicked() {
        traced { vc.refuse(.notOwner("edit it")) }
    }

    func deleteClicked() {
        traced { vc.refuse(.notOwner("delete it")) }
    }
}
