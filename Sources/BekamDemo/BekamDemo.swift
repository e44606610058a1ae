import DemoSupport
import DemoTools

/// BekamDemo: the Bekam used market (bekam.md) as scenarios.
let demo = Demo(
    name: "BekamDemo",
    title:
        "Singleton, Facade, Factory, Flyweight, State, Observer, Adapter in a market (bekam.md)",
    patterns: patterns,
    scenarios: [
        Scenario(
            "singleton",
            purpose:
                "Singleton: two screens get the same ApiServices (one per app), and one PriceLabelFactory.",
            roles: [
                "Singleton per app":
                    "ApiServices (getInstance(), private init; another phone's app has its own)",
                "Singleton ": "PriceLabelFactory (getInstance(), private init; stateless)",
                "Clients": "LoginViewController, ProductsViewController, ProfileViewController",
            ]
        ) { singleton($0) },
        Scenario(
            "facade",
            purpose: "[N3] Facade: one call to ApiServices fans out to UserApi, ProductsApi and ChatApi.",
            roles: [
                "Facade": "ApiServices (deleteAccount(password:))",
                "Subsystems": "UserApi, ProductsApi, ChatApi", "Client": "ProfileViewController",
            ]
        ) { facade($0) },
        Scenario(
            "factory",
            purpose:
                "[F4] Simple factory (document: Factory): PriceLabelFactory picks each cell's label class.",
            roles: labelRoles
        ) { factory(with: FactoryLabels(), $0) }
        .variant(
            "conditional", purpose: "Each cell styles a plain PriceLabel with its own if/else chain.",
            roles: [
                "Conditional logic": "ConditionalLabels.makeLabel (an if/else branch per kind of price)",
                "Product": "PriceLabel",
            ]
        ) { factory(with: ConditionalLabels(), $0) },
        Scenario(
            "flyweight",
            purpose:
                "Flyweight: cells of one label kind share one LabelStyle; each label keeps its own price.",
            roles: [
                "FlyweightFactory": "LabelStyles (labelStyles: one pool per screen, keyed by label class)",
                "Flyweight": "LabelStyle (colours and words: intrinsic, shared)",
                "Extrinsic state": "each PriceLabel's price, passed to the style to draw",
                "Clients": "PriceLabelFactory (asks for a label's look), each PriceLabel (draws its price)",
            ]
        ) { flyweight($0) },
        Scenario(
            "label-bargain",
            purpose:
                "Exercise: a bargain label whose look the pool makes once and shares; the pool unchanged.",
            roles: [
                "FlyweightFactory": "LabelStyles (labelStyles: one pool per screen, keyed by label class)",
                "Flyweight": "LabelStyle (colours and words: intrinsic, shared)",
                "Extrinsic state": "each PriceLabel's price, passed to the style to draw",
                "Clients": "BargainLabels (asks for each label's look), each PriceLabel (draws its price)",
            ]
        ) { labelBargain($0) }
        .exercise(),
        Scenario(
            "state",
            purpose:
                "[N10 N11] State: the action button's state goes for sale -> sold -> for sale.",
            roles: [
                "Context": "ProductDetailsController (hands each tap to its listing state)",
                "State": "ListingState: ForSaleState, SoldState, OthersProductState",
                "Strategy (document: State)":
                    "MyProductDetailsState, OtherProductDetailsState (picked by owner)",
            ]
        ) { state(things: { ProductsViewController() }, $0) }
        .variant(
            "flags", purpose: "One controller with an isMine flag and an if/else in every method.",
            roles: [
                "Conditional logic": "FlagProductDetailsController (if isMine in each method)",
                "Client": "FlagProductsViewController (passes isMine instead of picking a strategy)",
            ]
        ) { state(things: { FlagProductsViewController() }, $0) },
        Scenario(
            "observer",
            purpose:
                "Observer (one per cell, a delegate): ProductsViewController attaches, is told, detaches.",
            roles: [
                "Subject": "ProductCell (holds one observer, not a list: set it to attach or detach)",
                "Observer": "ProductCellObserver (notfiy(product:))",
                "ConcreteObserver": "ProductsViewController (also ProfileViewController, in chat)",
            ]
        ) { observer($0) },
        Scenario(
            "adapter",
            purpose:
                "[F8] Adapter: an adapter turns displayMessage into its viewer's call; a dispatcher picks.",
            roles: [
                "Target": "MessageViewer (displayMessage(content:view:)); TextMessageViewer too",
                "Adapter": "ImageMessageAdapter, LinkMessageAdapter, LocationMessageAdapter",
                "Adaptee": "ImageMessageViewer, LinkMessageViewer, LocationMessageViewer",
                "Dispatcher (not Adapter)": "MessageDispatcher (looks up the viewer by content key)",
                "Client": "ChatViewController",
            ]
        ) { adapter(with: .adapter, $0) }
        .variant(
            "switch", purpose: "The chat screen switches over the content's key; no viewers, no adapter.",
            roles: ["Conditional logic": "ChatViewController (a switch case per kind of content)"]
        ) { adapter(with: .switchOverKey, $0) },
        Scenario(
            "chat-voice",
            purpose:
                "Exercise: voice messages through an adapter for VoiceMessagePlayer; the rest unchanged.",
            roles: [
                "Target": "MessageViewer (displayMessage(content:view:))",
                "Adapter": "the viewers chatVoiceViewers() returns (Exercises/ChatVoice.swift)",
                "Adaptee": "VoiceMessagePlayer (play(_:on:), takes a VoiceClip)",
                "Dispatcher (not Adapter)": "MessageDispatcher (looks up the viewer by content key)",
                "Client": "ChatViewController",
            ]
        ) { chatVoice($0) }
        .exercise(),
        Scenario(
            "cache",
            purpose:
                "Cache (document: Flyweight): ImageApi keeps one ImageData per URL; a second ask is a hit.",
            roles: [
                "Cache (document: Flyweight)": "ImageApi with imagesCache (keyed by URL)",
                "Cached value": "ImageData (shared and immutable; nothing passed in per use)",
                "Clients": "ProductCell (through ApiServices)",
            ]
        ) { cache($0) },
        Scenario(
            "mvc",
            purpose:
                "[F6] MVC and client-server: an edit goes controller -> server -> view, then another phone.",
            roles: [
                "Controller": "ProductDetailsController (takes the tap, asks the server, refreshes the view)",
                "Model": "Product (the cloud's copy, returned to the controller)",
                "View": "ProductDetailsView (detailsView)",
                "Client-server": "each Phone's app (ApiServices); ProductsApi and the Cloud they share",
            ]
        ) { mvc($0) },
        Scenario(
            "accounts",
            purpose:
                "[F3 F2 F1 N1 N2] Tour: sign up, log out, log in, view and change the account.",
            roles: [
                "Facade": "ApiServices (its plain forwards to UserApi are not drawn)",
                "Clients": "LoginViewController, ProfileViewController",
            ]
        ) { accounts($0) }
        .onlyWhenNamed(),
        Scenario(
            "products",
            purpose:
                "[F4 F5 N7] Tour: list all products, post one (login and a valid form needed), categories.",
            roles: [
                "Facade": "ApiServices (its plain forwards to ProductsApi are not drawn)",
                "Clients": "ProductsViewController, PostProductViewController, LoginViewController",
            ]
        ) { products($0) }
        .onlyWhenNamed(),
        Scenario(
            "browse",
            purpose: "[N4 N5 N6] Tour: sort, filter and search the products; ties are broken by id.",
            roles: ["Query": "ProductQuery", "Client": "ProductsViewController"]
        ) { browse($0) }
        .onlyWhenNamed(),
        Scenario(
            "details",
            purpose:
                "[F6 N8 N9] Tour: the details screen: edit (refused, cancelled, saved), others' limits, 😍Free, delete.",
            roles: [
                "Context": "ProductDetailsController",
                "Strategy (document: State)": "MyProductDetailsState, OtherProductDetailsState",
            ]
        ) { details($0) }
        .onlyWhenNamed(),
        Scenario(
            "chat",
            purpose:
                "[F7 F8 N8 N12] Tour: send and read messages, alerts, sessions; the profile screen as a second observer.",
            roles: [
                "Facade":
                    "ApiServices (draws deleting a message; its other chat calls are forwards, not drawn)",
                "Clients": "ChatViewController, ChatListViewController, AlertsViewController",
                "ConcreteObserver": "ProductsViewController, ProfileViewController",
            ]
        ) { chat($0) }
        .onlyWhenNamed(),
        Scenario(
            "messages",
            purpose: "[F8] Tour: messages the viewers cannot show as asked, and the last message's summary.",
            roles: [
                "Dispatcher": "MessageDispatcher",
                "Adapters": "ImageMessageAdapter, LinkMessageAdapter, LocationMessageAdapter",
                "Client": "ChatViewController",
            ]
        ) { messages($0) }
        .onlyWhenNamed(),
        Scenario(
            "images",
            purpose:
                "[F4] Tour: photos that fail: over the limit, not cached, fetched once the server has a smaller one.",
            roles: ["Cache (document: Flyweight)": "ImageApi with imagesCache", "Clients": "ProductCell"]
        ) { images($0) }
        .onlyWhenNamed(),
        Scenario(
            "safety",
            purpose:
                "[N13 N14] Tour: login, owner and sender rules, report and block; refused actions change nothing.",
            roles: [
                "Facade": "ApiServices (called directly by a modified app)",
                "Subsystems": "UserApi, ProductsApi, ChatApi (check the rules on the server side)",
            ]
        ) { safety($0) }
        .onlyWhenNamed(),
        Scenario(
            "deletion",
            purpose: "[N3] Tour: deleting an account removes its products and chats; no orphans remain.",
            roles: [
                "Facade": "ApiServices (deleteAccount coordinates three APIs)",
                "Subsystems": "UserApi, ProductsApi, ChatApi",
            ]
        ) { deletion($0) }
        .onlyWhenNamed(),
    ]
)

private let labelRoles: KeyValuePairs<String, String> = [
    "Simple factory (document: Factory)": "PriceLabelFactory.getLabel(price:rent:styles:)",
    "Product": "PriceLabel",
    "ConcreteProduct": "FreePriceLabel, RentPriceLabel, NormalPriceLabel", "Client": "ProductCell",
]
