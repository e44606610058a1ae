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
        classes: [Singletons.role],
        structure: [
            .holds(ApiServices.self, ApiServices.self),
            .holds(PriceLabelFactory.self, PriceLabelFactory.self),
            .holds(Phone.self, ApiServices.self),
        ]),
    Pattern(
        "Facade", folder: "Facade",
        scenarios: ["facade", "accounts", "products", "chat", "safety", "deletion"],
        classes: [
            FacadeRoles.facade, FacadeRoles.userApi, FacadeRoles.productsApi, FacadeRoles.chatApi,
            FacadeRoles.imageApi,
        ],
        structure: [
            .holds(ApiServices.self, UserApi.self),
            .calls(ApiServices.self, UserApi.self, "login(email:password:)"),
            .calls(ApiServices.self, UserApi.self, "deleteAccount(_:password:)"),
            .holds(ApiServices.self, ProductsApi.self),
            .calls(ApiServices.self, ProductsApi.self, "deleteProducts(ofUser:)"),
            .holds(ApiServices.self, ChatApi.self),
            .calls(ApiServices.self, ChatApi.self, "deleteSessions(involving:products:)"),
            .holds(ApiServices.self, ImageApi.self), .calls(ApiServices.self, ImageApi.self, "load(url:)"),
            .holds(ProductsApi.self, Cloud.self), .holds(UserApi.self, Cloud.self),
            .holds(ChatApi.self, Cloud.self),
        ]),
    Pattern(
        "Simple factory (the document: Factory)", folder: "Factory", scenarios: ["factory"],
        classes: [FactoryRoles.factory, FactoryRoles.product, FactoryRoles.concrete, FactoryRoles.client],
        structure: [
            .calls(ProductCell.self, PriceLabelFactory.self, "getLabel(price:rent:styles:)"),
            .calls(PriceLabelFactory.self, PriceLabel.self, "init(price:style:)"),
            .inherits(FreePriceLabel.self, from: PriceLabel.self) { $0 },
            .inherits(RentPriceLabel.self, from: PriceLabel.self) { $0 },
            .inherits(NormalPriceLabel.self, from: PriceLabel.self) { $0 },
            .holds(ProductCell.self, PriceLabel.self),
        ],
        variants: ["conditional": [.creates(ConditionalLabels.self, PriceLabel.self)]]),
    Pattern(
        "Flyweight", folder: "Flyweight", scenarios: ["flyweight", "label-bargain"],
        classes: [
            FlyweightRoles.factory, FlyweightRoles.flyweight, FlyweightRoles.labelFactory,
            FlyweightRoles.label,
        ],
        structure: [
            .holds(LabelStyles.self, LabelStyle.self), .holds(PriceLabel.self, LabelStyle.self),
            .calls(PriceLabelFactory.self, LabelStyles.self, "style(for:)"),
            .calls(PriceLabel.self, LabelStyle.self, "render(price:)"),
            .creates(PriceLabel.self, LabelStyle.self),
            .calls(LabelStyles.self, PriceLabel.self, "makeStyle(serial:)"),
        ]),
    Pattern(
        "State (the details screen's action button: for sale, sold)", folder: "State",
        scenarios: ["state", "details", "listing-hold"],
        roles: [
            StateRoles.context.note("hands each tap to its listing state"), StateRoles.state,
            StateRoles.concrete.by(ForSaleState.self, SoldState.self).said(
                " (each sets the next), OthersProductState"),
        ],
        classes: [StateRoles.context, StateRoles.state, StateRoles.concrete],
        structure: [
            .holds(ProductDetailsController.self, (any ListingState).self).pointing(.right),
            .calls(ProductDetailsController.self, (any ListingState).self, "actionButtonClicked(_:)"),
            .conforms(ForSaleState.self, to: (any ListingState).self) { $0 },
            .conforms(SoldState.self, to: (any ListingState).self) { $0 },
            .conforms(OthersProductState.self, to: (any ListingState).self) { $0 },
            .becomes(ForSaleState.self, SoldState.self, on: "actionButtonClicked(_:)"),
            .becomes(SoldState.self, ForSaleState.self, on: "actionButtonClicked(_:)"),
        ],
        variants: ["flags": [.holds(FlagProductDetailsController.self, ProductDetailsController.self)]]),
    Pattern(
        "Strategy (the document's State: who is looking)", folder: "Strategy",
        scenarios: ["state", "details"],
        roles: [
            StrategyRoles.context, StrategyRoles.strategy, StrategyRoles.concrete,
            StrategyRoles.client.note("picks one by owner as the screen opens"),
        ],
        classes: [
            StrategyRoles.context, StrategyRoles.strategy, StrategyRoles.concrete, StrategyRoles.client,
        ],
        structure: [
            .holds(ProductDetailsController.self, (any ProductDetailsStateDelegate).self).pointing(.right),
            .calls(ProductDetailsController.self, (any ProductDetailsStateDelegate).self, "setupUI()"),
            .conforms(MyProductDetailsState.self, to: (any ProductDetailsStateDelegate).self) { $0 },
            .conforms(OtherProductDetailsState.self, to: (any ProductDetailsStateDelegate).self) { $0 },
            .weak(MyProductDetailsState.self, ProductDetailsController.self).pointing(.up),
            .weak(OtherProductDetailsState.self, ProductDetailsController.self).pointing(.up),
            .creates(ProductsViewController.self, MyProductDetailsState.self).pointing(.up),
            .creates(ProductsViewController.self, OtherProductDetailsState.self).pointing(.up),
        ],
        variants: ["flags": [.creates(FlagProductsViewController.self, FlagProductDetailsController.self)]]),
    Pattern(
        "Observer with one observer per cell (a delegate)", folder: "Observer",
        scenarios: ["observer", "chat"],
        classes: [ObserverRoles.subject, ObserverRoles.observer, ObserverRoles.concrete],
        structure: [
            .weak(ProductCell.self, (any ProductCellObserver).self),
            .notifies(ProductCell.self, (any ProductCellObserver).self, "notfiy(product:)"),
            .conforms(ProductsViewController.self, to: (any ProductCellObserver).self) { $0 },
            .conforms(ProfileViewController.self, to: (any ProductCellObserver).self) { $0 },
            .holds(ProductsViewController.self, ProductCell.self),
        ]),
    Pattern(
        "Adapter", folder: "Adapter", scenarios: ["adapter", "messages", "chat-voice"],
        classes: [
            AdapterRoles.target, AdapterRoles.adapter, AdapterRoles.image, AdapterRoles.link,
            AdapterRoles.location,
            AdapterRoles.dispatcher, AdapterRoles.client,
        ],
        structure: [
            .conforms(ImageMessageAdapter.self, to: (any MessageViewer).self) { $0 },
            .holds(ImageMessageAdapter.self, ImageMessageViewer.self),
            .calls(ImageMessageAdapter.self, ImageMessageViewer.self, "displayImage(url:view:)"),
            .conforms(LinkMessageAdapter.self, to: (any MessageViewer).self) { $0 },
            .holds(LinkMessageAdapter.self, LinkMessageViewer.self),
            .calls(LinkMessageAdapter.self, LinkMessageViewer.self, "displayLink(_:view:)"),
            .conforms(LocationMessageAdapter.self, to: (any MessageViewer).self) { $0 },
            .holds(LocationMessageAdapter.self, LocationMessageViewer.self),
            .calls(LocationMessageAdapter.self, LocationMessageViewer.self, "displayLocation(_:view:)"),
            .conforms(TextMessageViewer.self, to: (any MessageViewer).self) { $0 },
            .conforms(MessageDispatcher.self, to: (any MessageViewer).self) { $0 },
            .holds(MessageDispatcher.self, (any MessageViewer).self),
            .calls(MessageDispatcher.self, (any MessageViewer).self, "displayMessage(content:view:)"),
            .calls(ChatViewController.self, MessageDispatcher.self, "displayMessage(content:view:)"),
        ],
        variants: ["switch": [.holds(ChatViewController.self, MessageDisplay.self)]]),
    Pattern(
        "Cache (the document: Flyweight)", folder: "Cache", scenarios: ["cache", "images"],
        classes: [CacheRoles.cache, CacheRoles.storage, CacheRoles.cachedValue, CacheRoles.client],
        structure: [
            .holds(ImageApi.self, ImageCache.self), .calls(ImageApi.self, ImageCache.self, "object(forKey:)"),
            .calls(ImageApi.self, ImageCache.self, "setObject(_:forKey:)"),
            .creates(ImageApi.self, ImageData.self),
            .holds(ImageCache.self, ImageData.self), .holds(ProductCell.self, ImageData.self),
        ]),
    Pattern(
        "MVC and client-server", folder: "MVC", scenarios: ["mvc", "browse"],
        classes: [
            MVCRoles.detailsController, MVCRoles.productsController, MVCRoles.view, MVCRoles.model,
            MVCRoles.client,
            MVCRoles.productsApi, MVCRoles.cloud,
        ],
        layers: [
            "View": [ProductDetailsView.self],
            "Controller": [ProductDetailsController.self, ProductsViewController.self],
            "Model": [Product.self], "Client (each Phone's app)": [ApiServices.self],
            "Server (one for every phone)": [ProductsApi.self, Cloud.self],
        ],
        structure: [
            .holds(ProductDetailsController.self, ProductDetailsView.self),
            .calls(ProductDetailsController.self, ProductDetailsView.self, "show(_:editable:button:)"),
            .holds(ProductDetailsController.self, Product.self),
            .calls(ProductDetailsController.self, ApiServices.self, "updateProduct(id:_:)").only(in: "mvc"),
            .calls(ApiServices.self, ProductsApi.self, "updateProduct(userId:id:_:)").only(in: "mvc"),
            .calls(ProductsApi.self, Cloud.self, "save(_:)").only(in: "mvc"),
            .holds(ProductsViewController.self, Product.self).only(in: "browse"),
        ]),
]

/// Each pattern's roles, declared once: the class diagrams draw them, `--list` and the scenarios'
/// Roles blocks name them, with the types a scenario runs or what it says more.
enum Singletons {
    static let role = ClassRole.role(
        "Singleton", [ApiServices.self, PriceLabelFactory.self], "getInstance()")
}

enum FacadeRoles {
    static let facade = ClassRole.role(
        "Facade", ApiServices.self, "login(email:password:)", "deleteAccount(password:)", "loadImage(url:)")
    static let userApi = ClassRole.role(
        "Subsystem", UserApi.self, "login(email:password:)", "deleteAccount(_:password:)")
    static let productsApi = ClassRole.role("Subsystem", ProductsApi.self, "deleteProducts(ofUser:)")
    static let chatApi = ClassRole.role("Subsystem", ChatApi.self, "deleteSessions(involving:products:)")
    static let imageApi = ClassRole.role("Subsystem", ImageApi.self, "load(url:)")
    /// The three subsystems a deletion reaches, as the scenarios name them.
    static let subsystems = userApi.and(productsApi).and(chatApi).named("Subsystems")
}

enum FactoryRoles {
    static let factory = ClassRole.role(
        "Factory", PriceLabelFactory.self, "getLabel(price:rent:styles:)", "labelType(price:rent:)")
    static let product = ClassRole.role("Product", PriceLabel.self, "init(price:style:)")
    static let concrete = ClassRole.role(
        "ConcreteProduct", [FreePriceLabel.self, RentPriceLabel.self, NormalPriceLabel.self])
    static let client = ClassRole.role("Client", ProductCell.self)
}

enum FlyweightRoles {
    static let factory = ClassRole.role("FlyweightFactory", LabelStyles.self, "style(for:)")
    static let flyweight = ClassRole.role("Flyweight", LabelStyle.self, "text(price:)", "render(price:)")
    static let labelFactory = ClassRole.role("Client", PriceLabelFactory.self, "getLabel(price:rent:styles:)")
    static let label = ClassRole.role("Client", PriceLabel.self, "makeStyle(serial:)")
}

enum StateRoles {
    static let context = ClassRole.role("Context", ProductDetailsController.self, "actionButtonTapped()")
    static let state = ClassRole.role("State", (any ListingState).self, "actionButtonClicked(_:)")
    static let concrete = ClassRole.role(
        "ConcreteState", [ForSaleState.self, SoldState.self, OthersProductState.self],
        "actionButtonClicked(_:)")
}

enum StrategyRoles {
    static let context = ClassRole.role("Context", ProductDetailsController.self, "viewDidLoad()")
    static let strategy = ClassRole.role(
        "Strategy", (any ProductDetailsStateDelegate).self, "startListing()", "setupUI()")
    static let concrete = ClassRole.role(
        "ConcreteStrategy", [MyProductDetailsState.self, OtherProductDetailsState.self], "startListing()",
        "setupUI()")
    static let client = ClassRole.role("Client", ProductsViewController.self, "didSelectProduct(id:)")
}

enum ObserverRoles {
    static let subject = ClassRole.role("Subject", ProductCell.self, "chatButtonClicked()")
    static let observer = ClassRole.role("Observer", (any ProductCellObserver).self, "notfiy(product:)")
    static let concrete = ClassRole.role(
        "ConcreteObserver", [ProductsViewController.self, ProfileViewController.self], "notfiy(product:)")
}

enum AdapterRoles {
    static let target = ClassRole.role("Target", (any MessageViewer).self, "displayMessage(content:view:)")
    static let adapter = ClassRole.role(
        "Adapter", [ImageMessageAdapter.self, LinkMessageAdapter.self, LocationMessageAdapter.self],
        "displayMessage(content:view:)")
    static let image = ClassRole.role("Adaptee", ImageMessageViewer.self, "displayImage(url:view:)")
    static let link = ClassRole.role("Adaptee", LinkMessageViewer.self, "displayLink(_:view:)")
    static let location = ClassRole.role("Adaptee", LocationMessageViewer.self, "displayLocation(_:view:)")
    static let dispatcher = ClassRole.role(
        "Dispatcher", MessageDispatcher.self, "displayMessage(content:view:)")
    static let client = ClassRole.role("Client", ChatViewController.self, "showMessages()")
    /// The target and the dispatcher as the scenarios name them.
    static let shownTarget = target.note("displayMessage(content:view:)")
    static let shownDispatcher = dispatcher.named("Dispatcher (not Adapter)").note(
        "looks up the viewer by content key")
}

enum CacheRoles {
    static let cache = ClassRole.role("Cache", ImageApi.self, "load(url:)")
    static let storage = ClassRole.role("Storage", ImageCache.self, "object(forKey:)", "setObject(_:forKey:)")
    static let cachedValue = ClassRole.role("CachedValue", ImageData.self)
    static let client = ClassRole.role("Client", ProductCell.self)
    /// The cache as the scenarios name it.
    static let shownCache = cache.named("Cache (document: Flyweight)").said(" with imagesCache")
}

enum MVCRoles {
    static let detailsController = ClassRole.role(
        "Controller", ProductDetailsController.self, "applyTapped(title:description:price:)")
    static let productsController = ClassRole.role(
        "Controller", ProductsViewController.self, "open(showing:)")
    static let view = ClassRole.role("View", ProductDetailsView.self, "show(_:editable:button:)")
    static let model = ClassRole.role("Model", Product.self)
    static let client = ClassRole.role("Client", ApiServices.self, "updateProduct(id:_:)")
    static let productsApi = ClassRole.role("Server", ProductsApi.self, "updateProduct(userId:id:_:)")
    static let cloud = ClassRole.role("Server", Cloud.self, "save(_:)")
}
