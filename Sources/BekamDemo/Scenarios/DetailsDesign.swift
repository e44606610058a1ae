import DemoSupport

/// What the `state` scenario asks of a details screen, so that it is written once: the State design
/// and the `flags` variant both answer it.
protocol ProductDetailsScreen: AnyObject {
    var product: Product { get }
    var openedChat: ChatViewController? { get }
    func actionButtonTapped()
    func applyTapped(title: String, description: String, price: String)
    func deleteTapped()
}

extension ProductDetailsController: ProductDetailsScreen {}
extension FlagProductDetailsController: ProductDetailsScreen {}
