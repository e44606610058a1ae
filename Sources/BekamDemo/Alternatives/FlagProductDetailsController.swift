import DemoSupport

/// Variant `flags`: no state objects. The details screen keeps an `isMine` flag and every method
/// branches on it with if/else; a third kind of viewer (an admin, say) means editing each of them.
/// The screen's actions themselves are the same code as in the State design (the wrapped `screen`).
final class FlagProductDetailsController: Traced {
    private let screen: ProductDetailsController
    private let isMine: Bool

    init(_ screen: ProductDetailsController, isMine: Bool) {
        self.screen = screen
        self.isMine = isMine
        tracedInit(Shown(screen), isMine)
    }

    var product: Product { screen.product }
    var openedChat: ChatViewController? { screen.openedChat }

    private func branch(_ text: String) {
        selfMessage("if isMine (\(isMine)): \(text)")
    }

    func viewDidLoad() {
        traced {
            let product = screen.product
            if isMine {
                branch("editable; the button by available")
                let button = product.available ? DetailsText.markAsSold : DetailsText.markAsNotSold
                screen.view.show(product, editable: true, button: button)
            } else {
                branch("read-only, chat")
                screen.view.show(product, editable: false, button: DetailsText.letsChat)
            }
        }
    }

    func actionButtonTapped() {
        traced {
            if isMine && screen.product.available {
                branch("mark as sold")
                if screen.markAsSoldClicked() { screen.showButton(DetailsText.markAsNotSold) }
            } else if isMine {
                branch("mark as not sold")
                if screen.markAsNotSoldClicked() { screen.showButton(DetailsText.markAsSold) }
            } else {
                branch("let's chat")
                screen.letsChatClicked()
            }
        }
    }

    func applyTapped(title: String, description: String, price: String) {
        traced(title, description, price) {
            if isMine {
                branch("save the edit")
                screen.saveEdit(ProductEdit(title: title, description: description, price: price))
            } else {
                branch("refuse the edit")
                screen.refuse(.notOwner("edit it"))
            }
        }
    }

    func deleteTapped() {
        traced {
            if isMine {
                branch("delete")
                screen.deleteProduct()
            } else {
                branch("refuse to delete")
                screen.refuse(.notOwner("delete it"))
            }
        }
    }
}

/// Variant `flags`: the products screen opens the flag-based details screen, passing ownership as the
/// `isMine` flag instead of picking a strategy.
final class FlagProductsViewController: ProductsViewController {
    override func didSelectProduct(id: String) {
        traced(id) {
            guard let (product, isMine) = loadProduct(id: id) else { return }
            let screen = ProductDetailsController(product: product, traceName: "detailsScreen")
            let details = FlagProductDetailsController(screen, isMine: isMine)
            details.viewDidLoad()
            openedDetails = details
        }
    }
}
