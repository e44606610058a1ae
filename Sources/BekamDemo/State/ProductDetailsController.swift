import DemoSupport

/// Context (State): the product details screen. It hands every tap of its action button to its
/// current `listing` state, which may replace itself (for sale -> sold -> for sale). Beside it, not in
/// that path, is `state`, the document's "State": a Strategy that the products screen (its client)
/// picks once by ownership, for what depends on who is looking (editing, and which state the button
/// starts in). The screen itself only knows how to show things and how to call the facade.
final class ProductDetailsController: Screen {
    let traceName: String
    private(set) var product: Product
    /// Strategy (the document's "State"): chosen once, by ownership, by the products screen that opens
    /// this one.
    var state: (any ProductDetailsStateDelegate)? {
        didSet { tracedSet(state.map { Shown($0) }) }
    }
    /// State: what the action button does now. The strategy sets the first one as the screen loads;
    /// from then on the states themselves replace it, and the screen shows the new button.
    var listing: (any ListingState)? {
        didSet {
            traced(listing.map { Shown($0) }) {
                if oldValue != nil, let listing { showButton(listing.buttonTitle) }
            }
        }
    }
    /// View (MVC): what the user sees of this screen.
    let view = ProductDetailsView()
    /// The chat that "💬 Let's Chat" opened, if any.
    private(set) var openedChat: ChatViewController?

    /// `traceName` tells this screen apart when another controller wraps it (the `flags` variant).
    init(product: Product, traceName: String = "ProductDetailsController") {
        self.product = product
        self.traceName = traceName
    }

    func viewDidLoad() {
        traced {
            state?.startListing()
            state?.setupUI()
        }
    }

    func actionButtonTapped() {
        traced { listing?.actionButtonClicked(self) }
    }

    func applyTapped(title: String, description: String, price: String) {
        traced(title, description, price) {
            state?.applyClicked(ProductEdit(title: title, description: description, price: price))
        }
    }

    func cancelTapped() {
        traced { state?.cancelClicked() }
    }

    func deleteTapped() {
        traced { state?.deleteClicked() }
    }

    // MARK: What the states ask the screen to do

    /// The strategy's `setupUI` fills the view (as the original's state delegate set the outlets):
    /// editable or not, with the button of the current state.
    func show(editable: Bool) {
        traced(editable) {
            view.show(product, editable: editable, button: listing?.buttonTitle ?? "")
        }
    }

    func letsChatClicked() {
        traced { openedChat = openChat(about: product) }
    }

    /// Whether the product is now sold.
    func markAsSoldClicked() -> Bool {
        traced { setAvailable(false) }
    }

    /// Whether the product is now for sale again.
    func markAsNotSoldClicked() -> Bool {
        traced { setAvailable(true) }
    }

    /// The action button after a change.
    func showButton(_ title: String) {
        Console.print("the button now reads \"\(title)\"")
    }

    func saveEdit(_ edit: ProductEdit) {
        traced(edit) {
            let saved = ApiServices.getInstance().updateProduct(id: product.id, edit)
            if let updated = shown(saved) {
                product = updated
                state?.setupUI()
            }
        }
    }

    func deleteProduct() {
        traced {
            if let gone = shown(ApiServices.getInstance().deleteProduct(id: product.id)) {
                Console.print("\(gone.name) is deleted")
            }
        }
    }

    func refuse(_ error: ApiError) {
        traced(error) { Console.refuse(error.description) }
    }

    private func setAvailable(_ available: Bool) -> Bool {
        guard let updated = shown(ApiServices.getInstance().setAvailable(productId: product.id, available))
        else { return false }
        product = updated
        Console.print("\(updated.name) is \(updated.available ? "for sale again" : "sold")")
        return true
    }
}
