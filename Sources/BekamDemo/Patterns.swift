import DemoSupport
import DemoTools

/// The patterns BekamDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`): each type's role and the operations it plays it with, and the
/// relations between them; a golden test checks every one against the code, and that each pattern has
/// the relations that define it. The feature tour's scenarios are listed under the pattern they lean
/// on most.
let patterns = [
    Pattern(
        "Singleton (ApiServices: one per running app; PriceLabelFactory: one)", folder: "Singleton",
        scenarios: ["singleton"],
        classes: ["ApiServices, PriceLabelFactory": .role("Singleton", "getInstance()")],
        structure: [
            .holds("ApiServices", "ApiServices"), .holds("PriceLabelFactory", "PriceLabelFactory"),
            .holds("Phone", "ApiServices"),
        ]),
    Pattern(
        "Facade", folder: "Facade",
        scenarios: ["facade", "accounts", "products", "chat", "safety", "deletion"],
        classes: [
            "ApiServices": .role(
                "Facade", "login(email:password:)", "deleteAccount(password:)", "loadImage(url:)"),
            "UserApi": .role("Subsystem", "login(email:password:)", "deleteAccount(_:password:)"),
            "ProductsApi": .role("Subsystem", "deleteProducts(ofUser:)"),
            "ChatApi": .role("Subsystem", "deleteSessions(involving:products:)"),
            "ImageApi": .role("Subsystem", "load(url:)"),
        ],
        structure: [
            .holds("ApiServices", "UserApi"), .calls("ApiServices", "UserApi", "login(email:password:)"),
            .calls("ApiServices", "UserApi", "deleteAccount(_:password:)"),
            .holds("ApiServices", "ProductsApi"),
            .calls("ApiServices", "ProductsApi", "deleteProducts(ofUser:)"), .holds("ApiServices", "ChatApi"),
            .calls("ApiServices", "ChatApi", "deleteSessions(involving:products:)"),
            .holds("ApiServices", "ImageApi"), .calls("ApiServices", "ImageApi", "load(url:)"),
            .holds("ProductsApi", "Cloud"), .holds("UserApi", "Cloud"), .holds("ChatApi", "Cloud"),
        ]),
    Pattern(
        "Simple factory (the document: Factory)", folder: "Factory", scenarios: ["factory"],
        classes: [
            "PriceLabelFactory": .role("Factory", "getLabel(price:rent:styles:)", "labelType(price:rent:)"),
            "PriceLabel": .role("Product", "init(price:style:)"),
            "FreePriceLabel, RentPriceLabel, NormalPriceLabel": .role("ConcreteProduct"),
            "ProductCell": .role("Client"),
        ],
        structure: [
            .calls("ProductCell", "PriceLabelFactory", "getLabel(price:rent:styles:)"),
            .calls("PriceLabelFactory", "PriceLabel", "init(price:style:)"),
            .inherits("FreePriceLabel", from: "PriceLabel"), .inherits("RentPriceLabel", from: "PriceLabel"),
            .inherits("NormalPriceLabel", from: "PriceLabel"), .holds("ProductCell", "PriceLabel"),
        ],
        variants: ["conditional": [.creates("ConditionalLabels", "PriceLabel")]]),
    Pattern(
        "Flyweight", folder: "Flyweight", scenarios: ["flyweight", "label-bargain"],
        classes: [
            "LabelStyles": .role("FlyweightFactory", "style(for:)"),
            "LabelStyle": .role("Flyweight", "text(price:)", "render(price:)"),
            "PriceLabelFactory": .role("Client", "getLabel(price:rent:styles:)"),
            "PriceLabel": .role("Client", "makeStyle(serial:)"),
        ],
        structure: [
            .holds("LabelStyles", "LabelStyle"), .holds("PriceLabel", "LabelStyle"),
            .calls("PriceLabelFactory", "LabelStyles", "style(for:)"),
            .calls("PriceLabel", "LabelStyle", "render(price:)"),
            .creates("PriceLabel", "LabelStyle"), .calls("LabelStyles", "PriceLabel", "makeStyle(serial:)"),
        ]),
    Pattern(
        "State (the details screen's action button: for sale, sold)", folder: "State",
        scenarios: ["state", "details"],
        roles: [
            "Context": "ProductDetailsController (hands each tap to its listing state)",
            "State": "ListingState",
            "ConcreteState": "ForSaleState, SoldState (each sets the next), OthersProductState",
        ],
        classes: [
            "ProductDetailsController": .role("Context", "actionButtonTapped()"),
            "ListingState": .role("State", "actionButtonClicked(_:)"),
            "ForSaleState, SoldState, OthersProductState": .role("ConcreteState", "actionButtonClicked(_:)"),
        ],
        structure: [
            .holds("ProductDetailsController", "ListingState").pointing(.right),
            .calls("ProductDetailsController", "ListingState", "actionButtonClicked(_:)"),
            .conforms("ForSaleState", to: "ListingState"), .conforms("SoldState", to: "ListingState"),
            .conforms("OthersProductState", to: "ListingState"),
            .becomes("ForSaleState", "SoldState", on: "actionButtonClicked(_:)"),
            .becomes("SoldState", "ForSaleState", on: "actionButtonClicked(_:)"),
        ],
        variants: ["flags": [.holds("FlagProductDetailsController", "ProductDetailsController")]]),
    Pattern(
        "Strategy (the document's State: who is looking)", folder: "Strategy",
        scenarios: ["state", "details"],
        roles: [
            "Context": "ProductDetailsController", "Strategy": "ProductDetailsStateDelegate",
            "ConcreteStrategy": "MyProductDetailsState, OtherProductDetailsState",
            "Client": "ProductsViewController (picks one by owner as the screen opens)",
        ],
        classes: [
            "ProductDetailsController": .role("Context", "viewDidLoad()"),
            "ProductDetailsStateDelegate": .role("Strategy", "startListing()", "setupUI()"),
            "MyProductDetailsState, OtherProductDetailsState": .role(
                "ConcreteStrategy", "startListing()", "setupUI()"),
            "ProductsViewController": .role("Client", "didSelectProduct(id:)"),
        ],
        structure: [
            .holds("ProductDetailsController", "ProductDetailsStateDelegate").pointing(.right),
            .calls("ProductDetailsController", "ProductDetailsStateDelegate", "setupUI()"),
            .conforms("MyProductDetailsState", to: "ProductDetailsStateDelegate"),
            .conforms("OtherProductDetailsState", to: "ProductDetailsStateDelegate"),
            .weak("MyProductDetailsState", "ProductDetailsController").pointing(.up),
            .weak("OtherProductDetailsState", "ProductDetailsController").pointing(.up),
            .creates("ProductsViewController", "MyProductDetailsState").pointing(.up),
            .creates("ProductsViewController", "OtherProductDetailsState").pointing(.up),
        ],
        variants: ["flags": [.creates("FlagProductsViewController", "FlagProductDetailsController")]]),
    Pattern(
        "Observer with one observer per cell (a delegate)", folder: "Observer",
        scenarios: ["observer", "chat"],
        classes: [
            "ProductCell": .role("Subject", "chatButtonClicked()"),
            "ProductCellObserver": .role("Observer", "notfiy(product:)"),
            "ProductsViewController, ProfileViewController": .role("ConcreteObserver", "notfiy(product:)"),
        ],
        structure: [
            .weak("ProductCell", "ProductCellObserver"),
            .notifies("ProductCell", "ProductCellObserver", "notfiy(product:)"),
            .conforms("ProductsViewController", to: "ProductCellObserver"),
            .conforms("ProfileViewController", to: "ProductCellObserver"),
            .holds("ProductsViewController", "ProductCell"),
        ]),
    Pattern(
        "Adapter", folder: "Adapter", scenarios: ["adapter", "messages", "chat-voice"],
        classes: [
            "MessageViewer": .role("Target", "displayMessage(content:view:)"),
            "ImageMessageAdapter, LinkMessageAdapter, LocationMessageAdapter": .role(
                "Adapter", "displayMessage(content:view:)"),
            "ImageMessageViewer": .role("Adaptee", "displayImage(url:view:)"),
            "LinkMessageViewer": .role("Adaptee", "displayLink(_:view:)"),
            "LocationMessageViewer": .role("Adaptee", "displayLocation(_:view:)"),
            "MessageDispatcher": .role("Dispatcher", "displayMessage(content:view:)"),
            "ChatViewController": .role("Client", "showMessages()"),
        ],
        structure: [
            .conforms("ImageMessageAdapter", to: "MessageViewer"),
            .holds("ImageMessageAdapter", "ImageMessageViewer"),
            .calls("ImageMessageAdapter", "ImageMessageViewer", "displayImage(url:view:)"),
            .conforms("LinkMessageAdapter", to: "MessageViewer"),
            .holds("LinkMessageAdapter", "LinkMessageViewer"),
            .calls("LinkMessageAdapter", "LinkMessageViewer", "displayLink(_:view:)"),
            .conforms("LocationMessageAdapter", to: "MessageViewer"),
            .holds("LocationMessageAdapter", "LocationMessageViewer"),
            .calls("LocationMessageAdapter", "LocationMessageViewer", "displayLocation(_:view:)"),
            .conforms("TextMessageViewer", to: "MessageViewer"),
            .conforms("MessageDispatcher", to: "MessageViewer"), .holds("MessageDispatcher", "MessageViewer"),
            .calls("MessageDispatcher", "MessageViewer", "displayMessage(content:view:)"),
            .calls("ChatViewController", "MessageDispatcher", "displayMessage(content:view:)"),
        ],
        variants: ["switch": [.holds("ChatViewController", "MessageDisplay")]]),
    Pattern(
        "Cache (the document: Flyweight)", folder: "Cache", scenarios: ["cache", "images"],
        classes: [
            "ImageApi": .role("Cache", "load(url:)"),
            "ImageCache": .role("Storage", "object(forKey:)", "setObject(_:forKey:)"),
            "ImageData": .role("CachedValue"), "ProductCell": .role("Client"),
        ],
        structure: [
            .holds("ImageApi", "ImageCache"), .calls("ImageApi", "ImageCache", "object(forKey:)"),
            .calls("ImageApi", "ImageCache", "setObject(_:forKey:)"), .creates("ImageApi", "ImageData"),
            .holds("ImageCache", "ImageData"), .holds("ProductCell", "ImageData"),
        ]),
    Pattern(
        "MVC and client-server", folder: "MVC", scenarios: ["mvc", "browse"],
        classes: [
            "ProductDetailsController": .role("Controller", "applyTapped(title:description:price:)"),
            "ProductsViewController": .role("Controller", "open(showing:)"),
            "ProductDetailsView": .role("View", "show(_:editable:button:)"),
            "Product": .role("Model"), "ApiServices": .role("Client", "updateProduct(id:_:)"),
            "ProductsApi": .role("Server", "updateProduct(userId:id:_:)"),
            "Cloud": .role("Server", "save(_:)"),
        ],
        layers: [
            "View": "ProductDetailsView", "Controller": "ProductDetailsController, ProductsViewController",
            "Model": "Product", "Client (each Phone's app)": "ApiServices",
            "Server (one for every phone)": "ProductsApi, Cloud",
        ],
        structure: [
            .holds("ProductDetailsController", "ProductDetailsView"),
            .calls("ProductDetailsController", "ProductDetailsView", "show(_:editable:button:)"),
            .holds("ProductDetailsController", "Product"),
            .calls("ProductDetailsController", "ApiServices", "updateProduct(id:_:)").only(in: "mvc"),
            .calls("ApiServices", "ProductsApi", "updateProduct(userId:id:_:)").only(in: "mvc"),
            .calls("ProductsApi", "Cloud", "save(_:)").only(in: "mvc"),
            .holds("ProductsViewController", "Product").only(in: "browse"),
        ]),
]
