import DemoSupport

/// Strategy (the document calls it State; the original's `ProductDetailsStateDelegate`): how the
/// details screen behaves for the viewer who opened it. The products screen picks one by comparing the
/// product's owner with the logged-in user, once, and it never changes while the screen is open: so it
/// is a Strategy chosen by a client, not a State. It decides what depends on who is looking: whether
/// title and description can be edited, editing and deleting, and the action button's first state.
/// The button's taps go from the screen to its State (State/ListingState.swift), not through here.
protocol ProductDetailsStateDelegate: AnyObject, Traced {
    /// Sets the state the screen's action button starts in, for this viewer.
    func startListing()
    func setupUI()
    /// APPLY on the edit form.
    func applyClicked(_ edit: ProductEdit)
    /// CANCEL on the edit form.
    func cancelClicked()
    func deleteClicked()
}

/// ConcreteStrategy (the document: a ConcreteState): the viewer owns the product. Title, description
/// and price can be edited; the button starts in the state the server's copy is in.
final class MyProductDetailsState: ProductDetailsStateDelegate {
    private unowned let vc: ProductDetailsController

    init(viewController: ProductDetailsController) {
        vc = viewController
    }

    /// The server stores the listing as a flag (`available`, the document's field); this is the one
    /// place the screen reads it, to start in the matching state. From then on only the states move it.
    func startListing() {
        traced { vc.listing = vc.product.available ? ForSaleState() : SoldState() }
    }

    func setupUI() {
        traced { vc.show(editable: true) }
    }

    func applyClicked(_ edit: ProductEdit) {
        traced(edit) { vc.saveEdit(edit) }
    }

    /// CANCEL drops what was typed: the screen shows the stored title, description and price again.
    func cancelClicked() {
        traced { setupUI() }
    }

    func deleteClicked() {
        traced { vc.deleteProduct() }
    }
}

/// ConcreteStrategy (the document: a ConcreteState): someone else's product. Nothing can be edited or
/// deleted; the button opens a chat with the owner (after login).
final class OtherProductDetailsState: ProductDetailsStateDelegate {
    private unowned let vc: ProductDetailsController

    init(viewController: ProductDetailsController) {
        vc = viewController
    }

    func startListing() {
        traced { vc.listing = OthersProductState() }
    }

    func setupUI() {
        traced { vc.show(editable: false) }
    }

    func applyClicked(_ edit: ProductEdit) {
        traced(edit) { vc.refuse(.notOwner("edit it")) }
    }

    /// There is no edit form to cancel.
    func cancelClicked() {
        traced { vc.refuse(.notOwner("edit it")) }
    }

    func deleteClicked() {
        traced { vc.refuse(.notOwner("delete it")) }
    }
}
