import DemoSupport

/// Variant `flags`: no state objects. The details screen keeps an `isMine` flag and every method
/// branches on it with if/else; a third kind of viewer (an admin, say) means editing each of them.
/// The screen's actions themselves are the same code as in the State design.
final class FlagProductDetailsController {
    let name = "ProductDetailsController"
    private let screen: ProductDetailsController
    private let isMine: Bool
    private let transcript: Transcript

    private init(screen: ProductDetailsController, isMine: Bool, transcript: Transcript) {
        self.screen = screen
        self.isMine = isMine
        self.transcript = transcript
    }

    static func present(productId: String, from opener: String, _ transcript: Transcript)
        -> FlagProductDetailsController?
    {
        let loader = Opener(name: opener, transcript: transcript)
        guard
            case .success(let product) = loader.ask(
                "loadProduct(id: \(productId))", { $0.loadProduct(id: productId) }, reply: { $0.name })
        else { return nil }
        let isMine = product.userId == ApiServices.getInstance().currentUserId
        let screen = ProductDetailsController(product: product, transcript: transcript)
        transcript.send("isMine = \(isMine)", from: opener, to: screen.name)
        let controller = FlagProductDetailsController(screen: screen, isMine: isMine, transcript: transcript)
        controller.viewDidLoad()
        return controller
    }

    var product: Product { screen.product }
    var openedChat: ChatViewController? { screen.openedChat }

    private func branch(_ text: String) {
        transcript.send("if isMine (\(isMine)): \(text)", from: name, to: name)
    }

    func viewDidLoad() {
        let product = screen.product
        if isMine {
            branch("editable title and description")
            let button = product.available ? DetailsText.markAsSold : DetailsText.markAsNotSold
            screen.show(title: "✏️ \(product.name)", description: "✏️ \(product.description)", button: button)
        } else {
            branch("read-only, Let's Chat")
            screen.show(title: product.name, description: product.description, button: DetailsText.letsChat)
        }
    }

    func actionButtonTapped() {
        if isMine && screen.product.available {
            branch("mark as sold")
            screen.markAsSoldClicked()
        } else if isMine {
            branch("mark as not sold")
            screen.markAsNotSoldClicked()
        } else {
            branch("let's chat")
            screen.letsChatClicked()
        }
    }

    func applyTapped(title: String, description: String, price: String) {
        if isMine {
            branch("save the edit")
            screen.saveEdit(title: title, description: description, price: price)
        } else {
            branch("refuse the edit")
            screen.refuse(.notOwner("edit it"))
        }
    }

    func deleteTapped() {
        if isMine {
            branch("delete")
            screen.deleteProduct()
        } else {
            branch("refuse to delete")
            screen.refuse(.notOwner("delete it"))
        }
    }
}
