import DemoSupport

/// BekamDemo: the Bekam used market (bekam.md) as scenarios.
let demo = Demo(
    name: "BekamDemo",
    title:
        "Facade, Singleton, Factory, State, Observer, Adapter, Flyweight in a used market (Bekam, bekam.md)",
    scenarios: [
        Scenario(
            "singleton",
            purpose:
                "Singleton: two clients get the same ApiServices (one per app) and the same PriceLabelFactory.",
            roles: [
                "Singleton": "ApiServices (getInstance(), private init; one per running app)",
                "Singleton ": "PriceLabelFactory (getInstance(), private init; stateless)",
                "Clients": "LoginViewController, ProductsViewController, ProfileViewController",
            ]
        ) { singleton($0) },
        Scenario(
            "accounts",
            purpose:
                "[F3 F2 F1 N1 N2] Facade: sign up, log out, log in, view and change the account.",
            roles: [
                "Facade": "ApiServices (forwards each account call to UserApi)", "Subsystem": "UserApi",
                "Clients": "LoginViewController, ProfileViewController",
            ]
        ) { accounts($0) },
        Scenario(
            "products",
            purpose:
                "[F4 F5 N7] Facade: list all products, post one (login and a valid form needed), categories.",
            roles: [
                "Facade": "ApiServices", "Subsystem": "ProductsApi",
                "Clients": "ProductsViewController, PostProductViewController, LoginViewController",
            ]
        ) { products($0) },
        Scenario(
            "browse",
            purpose: "[N4 N5 N6] Sort, filter and search the products; ties are broken by id.",
            roles: ["Query": "ProductQuery", "Client": "ProductsViewController"]
        ) { browse($0) },
        Scenario(
            "labels",
            purpose:
                "[F4] Simple factory (the document: Factory): PriceLabelFactory picks each cell's price label class.",
            roles: labelRoles
        ) { labels(with: FactoryLabels(), $0) }
        .variant(
            "conditional", purpose: "Each cell styles a plain PriceLabel with its own if/else chain.",
            roles: [
                "Conditional logic": "ProductCell (an if/else branch per kind of price)",
                "Product": "PriceLabel",
            ]
        ) { labels(with: ConditionalLabels(), $0) },
        Scenario(
            "details",
            purpose:
                "[F6 N10 N11 N9] State: for sale -> sold -> for sale on one screen; a Strategy per viewer (the document's State).",
            roles: [
                "Context": "ProductDetailsController",
                "State": "ListingState: ForSaleState, SoldState (each sets the next state)",
                "Strategy (document: State)":
                    "ProductDetailsStateDelegate: MyProductDetailsState, OtherProductDetailsState (picked once by owner)",
            ]
        ) { details(open: { ProductDetailsController.present(productId: $0) }, $0) }
        .variant(
            "flags", purpose: "One controller with an isMine flag and an if/else in every method.",
            roles: ["Conditional logic": "FlagProductDetailsController (if isMine in each method)"]
        ) { details(open: { FlagProductDetailsController.present(productId: $0) }, $0) },
        Scenario(
            "chat",
            purpose:
                "[F7 F8 N8 N12] Observer: screens attach to cells; a chat button notifies its screen; detached, nobody.",
            roles: [
                "Subject": "ProductCell (one observer: attach, replace or detach by setting observer)",
                "Observer": "ProductCellObserver (notfiy(product:))",
                "ConcreteObserver": "ProductsViewController, ProfileViewController",
            ]
        ) { chat($0) },
        Scenario(
            "messages",
            purpose:
                "[F8] Adapter: one adapter per advanced viewer turns displayMessage into its own typed call.",
            roles: [
                "Target": "MessageViewer (displayMessage(content:view:))",
                "Adapter":
                    "ImageMessageAdapter, LinkMessageAdapter, LocationMessageAdapter (one adaptee each)",
                "Adaptee": "ImageMessageViewer, LinkMessageViewer, LocationMessageViewer (typed methods)",
                "Dispatcher (not Adapter)": "MessageDispatcher (looks up the viewer by content key)",
                "Client": "ChatViewController",
            ]
        ) { messages(with: AdapterMessageDisplay(), $0) }
        .variant(
            "switch", purpose: "The chat screen switches over the content's key; no viewers, no adapter.",
            roles: ["Conditional logic": "ChatViewController (a switch case per kind of content)"]
        ) { messages(with: SwitchMessageDisplay(), $0) },
        Scenario(
            "flyweight",
            purpose:
                "[F4] Flyweight: cells of one label kind share one LabelStyle; each label keeps its own price.",
            roles: [
                "FlyweightFactory": "LabelStyles (labelStyles: one pool per screen, keyed by label class)",
                "Flyweight": "LabelStyle (colours and words: intrinsic, shared)",
                "Extrinsic state": "each PriceLabel's price, passed to the style to draw",
                "Clients": "PriceLabel classes (via PriceLabelFactory), ProductCell",
            ]
        ) { flyweight($0) },
        Scenario(
            "images",
            purpose:
                "[F4] The document's Flyweight is a cache: one ImageData per URL; hits, misses; failures not kept.",
            roles: [
                "Cache (document: Flyweight)": "ImageApi with imagesCache (keyed by URL)",
                "Cached value": "ImageData (shared and immutable; nothing passed in per use)",
                "Clients": "ProductCell (through ApiServices)",
            ]
        ) { images($0) },
        Scenario(
            "safety",
            purpose:
                "[N13 N14] Login, owner and sender rules, report and block; refused actions change nothing.",
            roles: ["Facade": "ApiServices", "Subsystems": "UserApi, ProductsApi, ChatApi"]
        ) { safety($0) },
        Scenario(
            "deletion",
            purpose: "[N3] Facade: deleting an account removes its products and chats; no orphans remain.",
            roles: [
                "Facade": "ApiServices (deleteAccount coordinates three APIs)",
                "Subsystems": "UserApi, ProductsApi, ChatApi",
            ]
        ) { deletion($0) },
    ]
)

private let labelRoles: KeyValuePairs<String, String> = [
    "Simple factory (document: Factory)": "PriceLabelFactory.getLabel(price:rent:)", "Product": "PriceLabel",
    "ConcreteProduct": "FreePriceLabel, RentPriceLabel, NormalPriceLabel", "Client": "ProductCell",
]
