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
                Singletons.role.by(ApiServices.self).named("Singleton per app")
                    .note("getInstance(), private init; another phone's app has its own"),
                Singletons.role.by(PriceLabelFactory.self).named("Singleton ")
                    .note("getInstance(), private init; stateless"),
                clients(LoginViewController.self, ProductsViewController.self, ProfileViewController.self),
            ]
        ) { singleton($0) },
        Scenario(
            "facade",
            purpose: "[N3] Facade: one call to ApiServices fans out to UserApi, ProductsApi and ChatApi.",
            roles: [
                FacadeRoles.facade.note("deleteAccount(password:)"), FacadeRoles.subsystems,
                ClassRole.role("Client", ProfileViewController.self),
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
                ClassRole.role("Conditional logic", ConditionalLabels.self)
                    .said(".makeLabel (an if/else branch per kind of price)"),
                FactoryRoles.product,
            ]
        ) { factory(with: ConditionalLabels(), $0) },
        Scenario(
            "flyweight",
            purpose:
                "Flyweight: cells of one label kind share one LabelStyle; each label keeps its own price.",
            roles: flyweightRoles(
                FlyweightRoles.labelFactory.note("asks for a label's look").named("Clients"))
        ) { flyweight($0) },
        Scenario(
            "label-bargain",
            purpose:
                "Exercise: a bargain label whose look the pool makes once and shares; the pool unchanged.",
            roles: flyweightRoles(
                ClassRole.role("Clients", BargainLabels.self).note("asks for each label's look"))
        ) { labelBargain($0) }
        .exercise(),
        Scenario(
            "listing-hold",
            purpose:
                "Exercise: a listing state for a product promised to a buyer; the screen unchanged.",
            roles: [
                StateRoles.context.note("hands each tap to its listing state"),
                StateRoles.state.said(": ForSaleState, SoldState, and your ReservedState"),
                Role("Client", "the owner, with reservedListing(for:) (Exercises/ListingHold.swift)"),
            ]
        ) { listingHold($0) }
        .exercise(),
        Scenario(
            "state",
            purpose:
                "[N10 N11] State: the action button's state goes for sale -> sold -> for sale.",
            roles: [
                StateRoles.context.note("hands each tap to its listing state"),
                StateRoles.state.said(": ForSaleState, SoldState, OthersProductState"),
                StrategyRoles.concrete.named("Strategy (document: State)").note("picked by owner"),
            ]
        ) { state(things: { ProductsViewController() }, $0) }
        .variant(
            "flags", purpose: "One controller with an isMine flag and an if/else in every method.",
            roles: [
                ClassRole.role("Conditional logic", FlagProductDetailsController.self).note(
                    "if isMine in each method"),
                ClassRole.role("Client", FlagProductsViewController.self)
                    .note("passes isMine instead of picking a strategy"),
            ]
        ) { state(things: { FlagProductsViewController() }, $0) },
        Scenario(
            "observer",
            purpose:
                "Observer (one per cell, a delegate): ProductsViewController attaches, is told, detaches.",
            roles: [
                ObserverRoles.subject.note("holds one observer, not a list: set it to attach or detach"),
                ObserverRoles.observer.note("notfiy(product:)"),
                ObserverRoles.concrete.by(ProductsViewController.self).note(
                    "also ProfileViewController, in chat"),
            ]
        ) { observer($0) },
        Scenario(
            "adapter",
            purpose:
                "[F8] Adapter: an adapter turns displayMessage into its viewer's call; a dispatcher picks.",
            roles: [
                AdapterRoles.shownTarget.said("; TextMessageViewer too"), AdapterRoles.adapter,
                AdapterRoles.image.and(AdapterRoles.link).and(AdapterRoles.location),
                AdapterRoles.shownDispatcher,
                AdapterRoles.client,
            ]
        ) { adapter(with: .adapter, $0) }
        .variant(
            "switch", purpose: "The chat screen switches over the content's key; no viewers, no adapter.",
            roles: [
                AdapterRoles.client.named("Conditional logic").note("a switch case per kind of content")
            ]
        ) { adapter(with: .switchOverKey, $0) },
        Scenario(
            "chat-voice",
            purpose:
                "Exercise: voice messages through an adapter for VoiceMessagePlayer; the rest unchanged.",
            roles: [
                AdapterRoles.shownTarget,
                Role("Adapter", "the viewers chatVoiceViewers() returns (Exercises/ChatVoice.swift)"),
                ClassRole.role("Adaptee", VoiceMessagePlayer.self).note("play(_:on:), takes a VoiceClip"),
                AdapterRoles.shownDispatcher, AdapterRoles.client,
            ]
        ) { chatVoice($0) }
        .exercise(),
        Scenario(
            "cache",
            purpose:
                "Cache (document: Flyweight): ImageApi keeps one ImageData per URL; a second ask is a hit.",
            roles: [
                CacheRoles.shownCache.note("keyed by URL"),
                CacheRoles.cachedValue.named("Cached value").note(
                    "shared and immutable; nothing passed in per use"),
                CacheRoles.client.named("Clients").note("through ApiServices"),
            ]
        ) { cache($0) },
        Scenario(
            "mvc",
            purpose:
                "[F6] MVC and client-server: an edit goes controller -> server -> view, then another phone.",
            roles: [
                MVCRoles.detailsController.note("takes the tap, asks the server, refreshes the view"),
                MVCRoles.model.note("the cloud's copy, returned to the controller"),
                MVCRoles.view.note("detailsView"),
                Role("Client-server", "each Phone's app (ApiServices); ProductsApi and the Cloud they share"),
            ]
        ) { mvc($0) },
        Scenario(
            "accounts",
            purpose:
                "[F3 F2 F1 N1 N2] Tour: sign up, log out, log in, view and change the account.",
            roles: [
                FacadeRoles.facade.note("its plain forwards to UserApi are not drawn"),
                clients(LoginViewController.self, ProfileViewController.self),
            ]
        ) { accounts($0) }
        .onlyWhenNamed(),
        Scenario(
            "products",
            purpose:
                "[F4 F5 N7] Tour: list all products, post one (login and a valid form needed), categories.",
            roles: [
                FacadeRoles.facade.note("its plain forwards to ProductsApi are not drawn"),
                clients(
                    ProductsViewController.self, PostProductViewController.self, LoginViewController.self),
            ]
        ) { products($0) }
        .onlyWhenNamed(),
        Scenario(
            "browse",
            purpose: "[N4 N5 N6] Tour: sort, filter and search the products; ties are broken by id.",
            roles: [
                ClassRole.role("Query", ProductQuery.self),
                ClassRole.role("Client", ProductsViewController.self),
            ]
        ) { browse($0) }
        .onlyWhenNamed(),
        Scenario(
            "details",
            purpose:
                "[F6 N8 N9] Tour: the details screen: edit (refused, cancelled, saved), others' limits, 😍Free, delete.",
            roles: [StrategyRoles.context, StrategyRoles.concrete.named("Strategy (document: State)")]
        ) { details($0) }
        .onlyWhenNamed(),
        Scenario(
            "chat",
            purpose:
                "[F7 F8 N8 N12] Tour: send and read messages, alerts, sessions; the profile screen as a second observer.",
            roles: [
                FacadeRoles.facade.note(
                    "draws deleting a message; its other chat calls are forwards, not drawn"),
                clients(ChatViewController.self, ChatListViewController.self, AlertsViewController.self),
                ObserverRoles.concrete,
            ]
        ) { chat($0) }
        .onlyWhenNamed(),
        Scenario(
            "messages",
            purpose: "[F8] Tour: messages the viewers cannot show as asked, and the last message's summary.",
            roles: [AdapterRoles.dispatcher, AdapterRoles.adapter.named("Adapters"), AdapterRoles.client]
        ) { messages($0) }
        .onlyWhenNamed(),
        Scenario(
            "images",
            purpose:
                "[F4] Tour: photos that fail: over the limit, not cached, fetched once the server has a smaller one.",
            roles: [CacheRoles.shownCache, CacheRoles.client.named("Clients")]
        ) { images($0) }
        .onlyWhenNamed(),
        Scenario(
            "safety",
            purpose:
                "[N13 N14] Tour: login, owner and sender rules, report and block; refused actions change nothing.",
            roles: [
                FacadeRoles.facade.note("called directly by a modified app"),
                FacadeRoles.subsystems.note("check the rules on the server side"),
            ]
        ) { safety($0) }
        .onlyWhenNamed(),
        Scenario(
            "deletion",
            purpose: "[N3] Tour: deleting an account removes its products and chats; no orphans remain.",
            roles: [FacadeRoles.facade.note("deleteAccount coordinates three APIs"), FacadeRoles.subsystems]
        ) { deletion($0) }
        .onlyWhenNamed(),
    ]
)

private let labelRoles: [any RoleShown] = [
    FactoryRoles.factory.named("Simple factory (document: Factory)").said(".getLabel(price:rent:styles:)"),
    FactoryRoles.product, FactoryRoles.concrete, FactoryRoles.client,
]

/// The Flyweight's roles, with the clients that ask for a label's look.
private func flyweightRoles(_ clients: ClassRole) -> [any RoleShown] {
    [
        FlyweightRoles.factory.note("labelStyles: one pool per screen, keyed by label class"),
        FlyweightRoles.flyweight.note("colours and words: intrinsic, shared"),
        Role("Extrinsic state", "each PriceLabel's price, passed to the style to draw"),
        clients.said(", each PriceLabel (draws its price)"),
    ]
}

/// The screens that use a pattern's types, as one role.
private func clients(_ types: Any.Type...) -> ClassRole {
    ClassRole.role("Clients", types)
}
