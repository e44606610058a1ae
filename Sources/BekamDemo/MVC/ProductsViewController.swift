import DemoSupport

/// Screen ("Things" tab) and ConcreteObserver: lists the products as cells, sorts, filters and
/// searches them, and opens a chat when a cell's chat button notifies it.
final class ProductsViewController: Screen, ProductCellObserver {
    let name = "ProductsViewController"
    let transcript: Transcript
    private let labels: any PriceLabelDesign
    private(set) var products: [Product] = []
    private(set) var cells: [ProductCell] = []
    /// The chat the last notification opened, if any.
    private(set) var openedChat: ChatViewController?

    init(transcript: Transcript, labels: any PriceLabelDesign = FactoryLabels(recorded: false)) {
        self.transcript = transcript
        self.labels = labels
    }

    /// F4: loads every product and shows one cell each, newest first.
    func open(showing query: ProductQuery = ProductQuery()) {
        products = fetch("loadProducts()", { $0.loadProducts() }, reply: { count($0.count, "product") })
        show(query)
    }

    /// N4, N5, N6: the loaded products again, sorted, filtered and searched as asked.
    func show(_ query: ProductQuery) {
        let shown = query.apply(to: products)
        let viewer = ApiServices.getInstance().currentUserId
        cells = shown.map {
            ProductCell(product: $0, viewerId: viewer, labels: labels, transcript: transcript)
        }
        for cell in cells { cell.observer = self }
        transcript.result("Things (\(query.description)): \(count(cells.count, "product"))")
        for cell in cells { transcript.result("  \(cell.line)") }
    }

    func cell(_ productId: String) -> ProductCell? { cells.first { $0.product.id == productId } }

    /// N7: the categories with how many products each has.
    func showCategories() {
        let categories = fetch(
            "loadCategories()", { $0.loadCategories() }, reply: { count($0.count, "category") })
        let counts = categories.map { category in
            "\(category) (\(products.filter { $0.categories.contains(category) }.count))"
        }
        transcript.result("Categories: " + counts.joined(separator: ", "))
    }

    /// The chat button of a cell was tapped. A logged-out user is asked to log in first.
    func notfiy(product: Product) {
        openedChat = ChatViewController.open(about: product, from: self)
    }

    /// Flyweight at work: every visible cell (or the first `count`, scrolled back into view) asks for
    /// its image; cells showing the same URL get the same `ImageData` object.
    func displayImages(ofFirst count: Int? = nil) {
        for cell in cells.prefix(count ?? cells.count) {
            guard let url = cell.product.imageURLs.first else { continue }
            transcript.send("loadImage(url: \(url))", from: cell.name, to: ApiServices.name)
            switch ApiServices.getInstance().loadImage(url: url) {
            case .success(let data):
                cell.image = data
                transcript.reply("ImageData \(data.byteCount) bytes", from: ApiServices.name, to: cell.name)
                transcript.result("\(cell.product.id) shows \(lastPart(url)) (\(data.byteCount) bytes)")
            case .failure(let error):
                cell.image = nil
                transcript.reply("error: \(error)", from: ApiServices.name, to: cell.name)
                transcript.result("\(cell.product.id) shows a grey placeholder: \(lastPart(url)) \(error)")
            }
        }
    }
}

/// Screen (the camera tab): the form for a new product (F5).
struct PostProductViewController: Screen {
    let name = "PostProductViewController"
    let transcript: Transcript

    @discardableResult
    func post(_ form: ProductForm) -> Result<Product, ApiError> {
        let posted = ask(
            "postProduct(\(form.summary))", { $0.postProduct(form) }
        ) {
            "\($0.id)"
        }
        if case .success(let product) = posted {
            let label = PriceLabelFactory.getInstance().getLabel(price: product.price, rent: product.rent)
            transcript.result(
                "posted \(product.id) \(product.name) · \(label.rendered) · \(product.city) · "
                    + "\(product.categories.joined(separator: ", ")) · added \(CloudClock.format(product.addedDate))"
            )
        }
        return posted
    }
}

/// "bike.jpg" for "https://cdn.bekam.example/bike.jpg".
func lastPart(_ url: String) -> String {
    url.split(separator: "/").last.map(String.init) ?? url
}
