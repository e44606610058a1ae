import DemoSupport

/// The patterns BekamDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code. The
/// feature tour's scenarios are listed under the pattern they lean on most.
let patterns = [
    Pattern(
        "Singleton (ApiServices: one per running app; PriceLabelFactory: one)", folder: "Singleton",
        scenarios: ["singleton"],
        structure: [
            .holds("ApiServices", "ApiServices"), .holds("PriceLabelFactory", "PriceLabelFactory"),
            .holds("Phone", "ApiServices"),
        ]),
    Pattern(
        "Facade", folder: "Facade",
        scenarios: ["facade", "accounts", "products", "chat", "safety", "deletion"],
        structure: [
            .holds("ApiServices", "UserApi"), .holds("ApiServices", "ProductsApi"),
            .holds("ApiServices", "ChatApi"),
            .holds("ApiServices", "ImageApi"), .holds("ProductsApi", "Cloud"), .holds("UserApi", "Cloud"),
            .holds("ChatApi", "Cloud"),
        ]),
    Pattern(
        "Simple factory (the document: Factory)", folder: "Factory", scenarios: ["factory"],
        structure: [
            .inherits("FreePriceLabel", from: "PriceLabel"), .inherits("RentPriceLabel", from: "PriceLabel"),
            .inherits("NormalPriceLabel", from: "PriceLabel"), .holds("ProductCell", "PriceLabel"),
        ],
        alternatives: ["conditional": [.creates("ConditionalLabels", "PriceLabel")]]),
    Pattern(
        "Flyweight", folder: "Flyweight", scenarios: ["flyweight", "label-bargain"],
        structure: [
            .holds("LabelStyles", "LabelStyle"), .holds("PriceLabel", "LabelStyle"),
            .creates("PriceLabel", "LabelStyle"), .creates("FreePriceLabel", "LabelStyle"),
        ]),
    Pattern(
        "State, and the document's State (a Strategy)", folder: "State", scenarios: ["state", "details"],
        structure: [
            .holds("ProductDetailsController", "ListingState"), .conforms("ForSaleState", to: "ListingState"),
            .conforms("SoldState", to: "ListingState"),
            .holds("ProductDetailsController", "ProductDetailsStateDelegate"),
            .conforms("MyProductDetailsState", to: "ProductDetailsStateDelegate"),
            .conforms("OtherProductDetailsState", to: "ProductDetailsStateDelegate"),
            .creates("ProductsViewController", "MyProductDetailsState"),
            .creates("ProductsViewController", "OtherProductDetailsState"),
        ],
        alternatives: ["flags": [.holds("FlagProductDetailsController", "ProductDetailsController")]]),
    Pattern(
        "Observer with one observer per cell (a delegate)", folder: "Observer",
        scenarios: ["observer", "chat"],
        structure: [
            .holds("ProductCell", "ProductCellObserver"), .notifies("ProductCell", "ProductCellObserver"),
            .conforms("ProductsViewController", to: "ProductCellObserver"),
            .conforms("ProfileViewController", to: "ProductCellObserver"),
            .holds("ProductsViewController", "ProductCell"),
        ]),
    Pattern(
        "Adapter", folder: "Adapter", scenarios: ["adapter", "messages", "chat-voice"],
        structure: [
            .conforms("ImageMessageAdapter", to: "MessageViewer"),
            .holds("ImageMessageAdapter", "ImageMessageViewer"),
            .conforms("LinkMessageAdapter", to: "MessageViewer"),
            .holds("LinkMessageAdapter", "LinkMessageViewer"),
            .conforms("LocationMessageAdapter", to: "MessageViewer"),
            .holds("LocationMessageAdapter", "LocationMessageViewer"),
            .conforms("TextMessageViewer", to: "MessageViewer"),
            .conforms("MessageDispatcher", to: "MessageViewer"), .holds("MessageDispatcher", "MessageViewer"),
        ],
        alternatives: ["switch": [.holds("ChatViewController", "MessageDisplay")]]),
    Pattern(
        "Cache (the document: Flyweight)", folder: "Cache", scenarios: ["cache", "images"],
        structure: [
            .holds("ImageApi", "ImageCache"), .holds("ImageCache", "ImageData"),
            .holds("ProductCell", "ImageData"),
        ]),
    Pattern(
        "MVC and client-server", folder: "MVC", scenarios: ["mvc", "browse"],
        structure: [
            .holds("ProductDetailsController", "ProductDetailsView"),
            .holds("ProductDetailsController", "Product"),
            .holds("ProductsViewController", "Product"), .holds("ProductsApi", "Cloud"),
            .holds("Phone", "ApiServices"),
        ]),
]
