import DemoSupport

/// Context: the product details screen. Everything that depends on ownership is asked of `state`;
/// the screen itself only knows how to show things and how to call the facade.
final class ProductDetailsController: Screen {
    let name = "ProductDetailsController"
    let transcript: Transcript
    private(set) var product: Product
    var state: (any ProductDetailsStateDelegate)?
    /// The chat that "💬 Let's Chat" opened, if any.
    private(set) var openedChat: ChatViewController?

    init(product: Product, transcript: Transcript) {
        self.product = product
        self.transcript = transcript
    }

    /// What the products screen does when a product is tapped: load it, pick the state by comparing
    /// its owner with the logged-in user, show the screen.
    static func present(productId: String, from opener: String, _ transcript: Transcript)
        -> ProductDetailsController?
    {
        let loader = Opener(name: opener, transcript: transcript)
        guard
            case .success(let product) = loader.ask(
                "loadProduct(id: \(productId))", { $0.loadProduct(id: productId) }, reply: { $0.name })
        else { return nil }
        let controller = ProductDetailsController(product: product, transcript: transcript)
        let mine = product.userId == ApiServices.getInstance().currentUserId
        let state: any ProductDetailsStateDelegate =
            mine
            ? MyProductDetailsState(viewController: controller)
            : OtherProductDetailsState(viewController: controller)
        transcript.send("state = \(state.name)(viewController:)", from: opener, to: controller.name)
        controller.state = state
        controller.viewDidLoad()
        return controller
    }

    func viewDidLoad() {
        guard let state else { return }
        transcript.send("setupUI()", from: name, to: state.name)
        state.setupUI()
    }

    func actionButtonTapped() {
        guard let state else { return }
        transcript.send("actionButtonClicked()", from: name, to: state.name)
        state.actionButtonClicked()
    }

    func applyTapped(title: String, description: String, price: String) {
        guard let state else { return }
        transcript.send(
            "applyClicked(title: \(quoted(title)), price: \(quoted(price)))", from: name, to: state.name)
        state.applyClicked(title: title, description: description, price: price)
    }

    func deleteTapped() {
        guard let state else { return }
        transcript.send("deleteClicked()", from: name, to: state.name)
        state.deleteClicked()
    }

    // MARK: What the states ask the screen to do

    func show(title: String, description: String, button: String) {
        let status = product.available ? "for sale" : "SOLD"
        let owner = ApiServices.getInstance().userName(product.userId)
        transcript.result(
            "details \(product.id): \(title) · \(DetailsText.price(product)) · \(status) · by \(owner) · "
                + "button \"\(button)\"")
        transcript.result("  \(description)")
    }

    func letsChatClicked() {
        openedChat = ChatViewController.open(about: product, from: self)
    }

    func markAsSoldClicked() { setAvailable(false) }

    func markAsNotSoldClicked() { setAvailable(true) }

    func saveEdit(title: String, description: String, price: String) {
        let saved = ask(
            "updateProduct(id: \(product.id))",
            {
                $0.updateProduct(id: product.id, name: title, description: description, price: price)
            }
        ) { "\($0.name), \(DetailsText.price($0))" }
        if case .success(let updated) = saved {
            product = updated
            transcript.result(
                "saved: \(updated.name) · \(DetailsText.price(updated)) · \(updated.description)")
        }
    }

    func deleteProduct() {
        let deleted = ask("deleteProduct(id: \(product.id))", { $0.deleteProduct(id: product.id) }) {
            "deleted \($0.id)"
        }
        if case .success(let gone) = deleted {
            transcript.result("\(gone.name) is deleted; the screen closes")
        }
    }

    func refuse(_ error: ApiError) { transcript.refused(error.description) }

    private func setAvailable(_ available: Bool) {
        let changed = ask(
            "setAvailable(id: \(product.id), \(available))",
            {
                $0.setAvailable(productId: product.id, available)
            }
        ) { $0.available ? "for sale" : "sold" }
        if case .success(let updated) = changed {
            product = updated
            transcript.result("\(updated.name) is \(updated.available ? "for sale again" : "sold")")
        }
    }
}

/// The screen that opens the details (the products or profile screen), as a caller of the facade.
/// Both designs of the details screen load their product through it.
struct Opener: Screen {
    let name: String
    let transcript: Transcript
}
