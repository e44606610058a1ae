import DemoSupport

/// Context (State): the product details screen. Its `listing` state (for sale or sold) answers the
/// owner's action button and changes as the owner taps it. Everything that depends on who is looking
/// is asked of `state`, the document's "State", which is a Strategy that the products screen (its
/// client) picks once by ownership. The screen itself only knows how to show things and how to call
/// the facade.
final class ProductDetailsController: Screen {
    let traceName: String
    private(set) var product: Product
    /// Strategy (the document's "State"): chosen once, by ownership, by the products screen that opens
    /// this one.
    var state: (any ProductDetailsStateDelegate)? {
        didSet { traced(state.map { Shown($0) }) {} }
    }
    /// State: where the product stands now. It starts as the loaded product is; from then on the states
    /// themselves replace it, and the screen shows the new button.
    var listing: any ListingState {
        didSet { traced(Shown(listing)) { showButton(listing.buttonTitle) } }
    }
    /// View (MVC): what the user sees of this screen.
    let view = ProductDetailsView()
    /// The chat that "💬 Let's Chat" opened, if any.
    private(set) var openedChat: ChatViewController?

    /// `traceName` tells this screen apart when another controller wraps it (the `flags` variant).
    init(product: Product, traceName: String = "ProductDetailsController") {
        self.product = product
        self.traceName = traceName
        listing = product.available ? ForSaleState() : SoldState()
    }

    func viewDidLoad() {
        traced { state?.setupUI() }
    }

    func actionButtonTapped() {
        traced { state?.actionButtonClicked() }
    }

    func applyTapped(title: String, description: String, price: String) {
        traced(title, description, price) {
            state?.applyClicked(title: title, description: description, price: price)
        }
    }

    func cancelTapped() {
        traced { state?.cancelClicked() }
    }

    func deleteTapped() {
        traced { state?.deleteClicked() }
    }

    // MARK: What the states ask the screen to do

    /// The strategy's `setupUI` fills the view (as the original's state delegate set the outlets).
    func show(title: String, description: String, button: String) {
        traced(title, description, button) {
            let owner = ApiServices.getInstance().userName(product.userId)
            view.show(product: product, owner: owner, title: title, description: description, button: button)
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

    func saveEdit(title: String, description: String, price: String) {
        traced(title, description, price) {
            let saved = ApiServices.getInstance().updateProduct(
                id: product.id, name: title, description: description, price: price)
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
