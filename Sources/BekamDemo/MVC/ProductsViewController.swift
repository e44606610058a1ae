import DemoSupport

/// Screen ("Things" tab) and ConcreteObserver: lists the products as cells, sorts, filters and
/// searches them, opens a product's details when it is tapped (as the client of the details screen's
/// Strategy, it picks the strategy), and opens a chat when a cell's chat button notifies it.
class ProductsViewController: Screen, ProductCellObserver {
    private let labels: any PriceLabelDesign
    private(set) var products: [Product] = []
    /// The cells shown now, in order.
    private(set) var cells: [ProductCell] = []
    /// Every cell this screen made (and observes), shown or not.
    private var madeCells: [ProductCell] = []
    /// The chat the last notification opened, if any.
    private(set) var openedChat: ChatViewController?
    /// The details screen the last tap on a product opened, if any.
    var openedDetails: (any ProductDetailsScreen)?

    init(labels: any PriceLabelDesign = UnrecordedLabels()) {
        self.labels = labels
    }

    /// F4: loads every product and shows one cell each, newest first.
    func open(showing query: ProductQuery = ProductQuery()) {
        traced(query) {
            products = ApiServices.getInstance().loadProducts()
            showCells(query)
        }
    }

    /// N4, N5, N6: the loaded products again, sorted, filtered and searched as asked.
    func show(_ query: ProductQuery) {
        traced(query) { showCells(query) }
    }

    /// Shows the products the query selects. A product that already has a cell keeps it (as a
    /// collection view reuses its cells), configured again for the user logged in now; only new cells
    /// are made and observed.
    private func showCells(_ query: ProductQuery) {
        let viewer = ApiServices.getInstance().currentUserId
        cells = query.apply(to: products).map { product in
            if let kept = madeCells.first(where: { $0.product == product }) {
                kept.configure(viewerId: viewer)
                return kept
            }
            let cell = ProductCell(product: product, viewerId: viewer, labels: labels)
            cell.observer = self
            madeCells.append(cell)
            return cell
        }
        Console.print("Things (\(query.description)): \(count(cells.count, "product"))")
        for cell in cells { Console.print("  \(cell.line)") }
    }

    func cell(_ productId: String) -> ProductCell? { cells.first { $0.product.id == productId } }

    /// The tab closes: it detaches itself from the cells it observed.
    func close() {
        traced {
            for cell in madeCells where cell.observer === self { cell.observer = nil }
        }
    }

    /// A product was tapped: the screen loads it, picks the details screen's strategy by comparing the
    /// product's owner with the logged-in user (this screen is the Strategy's client), hands it to a new
    /// details screen and opens that. A product that cannot be loaded is refused and nothing opens.
    func didSelectProduct(id: String) {
        traced(id) {
            guard let (product, mine) = loadProduct(id: id) else { return }
            let details = ProductDetailsController(product: product)
            details.state =
                mine
                ? MyProductDetailsState(viewController: details)
                : OtherProductDetailsState(viewController: details)
            details.viewDidLoad()
            openedDetails = details
        }
    }

    /// The product a tapped id names, and whether the logged-in user owns it; a product that cannot
    /// be loaded is refused (nil). Both designs of the details screen open this way.
    func loadProduct(id: String) -> (product: Product, mine: Bool)? {
        let services = ApiServices.getInstance()
        let loaded = services.loadProduct(id: id)
        guard case .success(let product) = loaded else {
            if case .failure(let error) = loaded { Console.refuse(error.description) }
            return nil
        }
        return (product, product.userId == services.currentUserId)
    }

    /// N7: the categories with how many products each has.
    func showCategories() {
        traced {
            let categories = ApiServices.getInstance().loadCategories()
            let counts = categories.map { category in
                "\(category) (\(products.filter { $0.categories.contains(category) }.count))"
            }
            Console.print("Categories: " + counts.joined(separator: ", "))
        }
    }

    /// The chat button of a cell was tapped. A logged-out user is asked to log in first.
    func notfiy(product: Product) {
        traced(product) { openedChat = openChat(about: product) }
    }

    /// Flyweight at work: every visible cell (or the first `count`, scrolled back into view) asks for
    /// its image; cells showing the same URL get the same `ImageData` object.
    func displayImages(ofFirst count: Int? = nil) {
        traced(count) {
            for cell in cells.prefix(count ?? cells.count) { cell.loadImage() }
        }
    }
}

/// Screen (the camera tab): the form for a new product (F5).
struct PostProductViewController: Screen {
    /// How this screen's cells get their price labels: one pool of looks for the screen.
    private let labels = UnrecordedLabels()

    func post(_ form: ProductForm) {
        traced(form) {
            guard let product = shown(ApiServices.getInstance().postProduct(form)) else { return }
            // The new product's cell gets its price label as every cell does (unrecorded here).
            let label = ProductCell(product: product, viewerId: nil, labels: labels).priceLabel
            Console.print(
                "posted \(product.id) \(product.name) · \(label.rendered) · \(product.city) · "
                    + "\(product.categories.joined(separator: ", ")) · added \(CloudClock.format(product.addedDate))"
            )
        }
    }
}

/// "bike.jpg" for "https://bekam.example/bike.jpg".
func lastPart(_ url: String) -> String {
    url.split(separator: "/").last.map(String.init) ?? url
}
