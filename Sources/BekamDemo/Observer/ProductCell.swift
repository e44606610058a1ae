import DemoSupport

/// Observer: whoever wants to know that a cell's chat button was tapped. The original's method name
/// `notfiy(product:)` is kept, typo included, so it can be found in the original code.
protocol ProductCellObserver: AnyObject {
    func notfiy(product: Product)
}

/// Subject: one product in a collection of products. It has one observer (weak, as a cell must not
/// keep its screen alive) and a chat button that is hidden on the viewer's own products.
final class ProductCell: Traced {
    let product: Product
    let priceLabel: PriceLabel
    let chatButtonHidden: Bool
    weak var observer: (any ProductCellObserver)?
    var image: ImageData?

    var traceName: String { "cell \(product.id)" }

    init(product: Product, viewerId: String?, labels: any PriceLabelDesign) {
        self.product = product
        chatButtonHidden = product.userId == viewerId
        priceLabel = labels.makeLabel(price: product.price, rent: product.rent, for: "cell \(product.id)")
    }

    /// The user taps the chat button: the cell tells its observer which product it shows. A hidden
    /// button cannot be tapped.
    func chatButtonClicked() {
        traced {
            guard !chatButtonHidden else {
                userIsRefused("\(product.name) is your own product: its chat button is hidden")
                return
            }
            observer?.notfiy(product: product)
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
                userSees("\(product.id) shows \(lastPart(url)) (\(data.byteCount) bytes)")
            case .failure(let error):
                image = nil
                userSees("\(product.id) shows a grey placeholder: \(lastPart(url)) \(error)")
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
