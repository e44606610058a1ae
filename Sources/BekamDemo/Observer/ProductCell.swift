import DemoSupport

/// Observer: whoever wants to know that a cell's chat button was tapped. The original's method name
/// `notfiy(product:)` is kept, typo included, so it can be found in the original code.
protocol ProductCellObserver: AnyObject, Traced {
    func notfiy(product: Product)
}

/// Subject: one product in a collection of products. It has a chat button (hidden on the viewer's own
/// products) and, as in the original, room for one observer (weak, as a cell must not keep its screen
/// alive): a screen attaches itself by setting `observer`, detaches by setting it to nil, and a new
/// observer replaces the old one. The cell knows its observer only as a `ProductCellObserver`.
final class ProductCell: Traced {
    let product: Product
    let priceLabel: PriceLabel
    /// Hidden on the viewer's own products; set for the viewer of the moment each time the cell is shown.
    private(set) var chatButtonHidden: Bool
    /// Attach (a screen), replace (another screen) or detach (nil): each is a call the transcript shows.
    weak var observer: (any ProductCellObserver)? {
        didSet { tracedSet(observer.map { Shown($0) }) }
    }
    var image: ImageData?

    var traceName: String { "cell \(product.id)" }

    init(product: Product, viewerId: String?, labels: any PriceLabelDesign) {
        self.product = product
        chatButtonHidden = product.userId == viewerId
        let name = "cell \(product.id)"
        priceLabel = labels.makeLabel(price: product.price, rent: product.rent, for: name) { styles in
            // The cell asks for its label itself, as it is made (an initialiser is not traced, so the
            // block says whose code this is).
            acting(as: Participant(name), type: Self.self) {
                PriceLabelFactory.getInstance().getLabel(
                    price: product.price, rent: product.rent, styles: styles)
            }
        }
    }

    /// A reused cell is configured again for the current viewer (as a collection view's cell is when it
    /// is dequeued), so that logging in or out shows or hides its chat button.
    func configure(viewerId: String?) {
        chatButtonHidden = product.userId == viewerId
    }

    /// The user taps the chat button: the cell tells its observer which product it shows. A hidden
    /// button cannot be tapped.
    func chatButtonClicked() {
        traced {
            guard !chatButtonHidden else {
                Console.refuse("\(product.name) is your own product: its chat button is hidden")
                return
            }
            guard let observer else {
                selfMessage("no observer attached: nobody is told")
                return
            }
            notifying { observer.notfiy(product: product) }
        }
    }

    /// The cell shows its product's first photo, loaded through the facade (and so through the shared
    /// image cache); a photo that cannot be loaded leaves a grey placeholder.
    func loadImage() {
        traced {
            guard let url = product.imageURLs.first else { return }
            switch ApiServices.getInstance().loadImage(url: url) {
            case .success(let data):
                image = data
                Console.print("\(product.id) shows \(lastPart(url)) (\(data.byteCount) bytes)")
            case .failure(let error):
                image = nil
                Console.print("\(product.id) shows a grey placeholder: \(lastPart(url)) \(error)")
            }
        }
    }

    /// The cell as the products screen shows it.
    var line: String {
        let sold = product.available ? "" : " · SOLD"
        let chat = chatButtonHidden ? "" : " · 💬"
        return "\(product.id) \(product.name) · \(priceLabel.rendered) · \(product.city)\(sold)\(chat)"
    }

}
