import DemoSupport

/// Observer: whoever wants to know that a cell's chat button was tapped. The original's method name
/// `notfiy(product:)` is kept, typo included, so it can be found in the original code.
protocol ProductCellObserver: AnyObject {
    func notfiy(product: Product)
}

/// Subject: one product in a collection of products. It has one observer (weak, as a cell must not
/// keep its screen alive) and a chat button that is hidden on the viewer's own products.
final class ProductCell {
    let product: Product
    let priceLabel: PriceLabel
    let chatButtonHidden: Bool
    weak var observer: (any ProductCellObserver)?
    var image: ImageData?
    private let transcript: Transcript

    var name: String { "cell \(product.id)" }

    init(product: Product, viewerId: String?, labels: any PriceLabelDesign, transcript: Transcript) {
        self.product = product
        self.transcript = transcript
        chatButtonHidden = product.userId == viewerId
        priceLabel = labels.makeLabel(
            price: product.price, rent: product.rent, for: "cell \(product.id)", transcript)
    }

    /// The user taps the chat button: the cell tells its observer which product it shows. A hidden
    /// button cannot be tapped.
    func chatButtonClicked() {
        guard !chatButtonHidden else {
            transcript.refused("\(product.name) is your own product: its chat button is hidden")
            return
        }
        guard let observer else { return }
        transcript.send("notfiy(product: \(product.id))", from: name, to: observerName(observer))
        observer.notfiy(product: product)
    }

    /// The cell as the products screen shows it.
    var line: String {
        let sold = product.available ? "" : " · SOLD"
        let chat = chatButtonHidden ? "" : " · 💬"
        return "\(product.id) \(product.name) · \(priceLabel.rendered) · \(product.city)\(sold)\(chat)"
    }

    private func observerName(_ observer: any ProductCellObserver) -> String {
        (observer as? any Screen)?.name ?? "observer"
    }
}
