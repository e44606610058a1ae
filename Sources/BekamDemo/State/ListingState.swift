import DemoSupport

/// State: whether the owner's product is for sale or sold, as the details screen's action button sees
/// it. The screen (`ProductDetailsController`, the Context) holds the current state and hands it the
/// button; each state does its action and then decides the screen's next state itself. So the same tap
/// marks the product sold, then for sale again, with no `if available` anywhere.
protocol ListingState: AnyObject, Traced {
    /// The action button's title in this state.
    var buttonTitle: String { get }
    /// The owner taps the action button: the state acts, and on success moves `screen` to the next state.
    func actionButtonClicked(_ screen: ProductDetailsController)
}

/// ConcreteState: the product is for sale. The button marks it sold; the next state is `SoldState`.
final class ForSaleState: ListingState {
    var buttonTitle: String { DetailsText.markAsSold }

    func actionButtonClicked(_ screen: ProductDetailsController) {
        traced(Shown(screen)) {
            if screen.markAsSoldClicked() { screen.listing = SoldState() }
        }
    }
}

/// ConcreteState: the product is sold. The button puts it on sale again; the next state is
/// `ForSaleState`.
final class SoldState: ListingState {
    var buttonTitle: String { DetailsText.markAsNotSold }

    func actionButtonClicked(_ screen: ProductDetailsController) {
        traced(Shown(screen)) {
            if screen.markAsNotSoldClicked() { screen.listing = ForSaleState() }
        }
    }
}
