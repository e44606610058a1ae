import DemoSupport

/// State: what the details screen's action button does now. The screen (`ProductDetailsController`,
/// the Context) holds its current state and hands it every tap of the button; an owner's states do
/// their action and then set the screen's next state themselves. So the same tap marks the product
/// sold, then for sale again, with no `if available` in the screen.
protocol ListingState: AnyObject, Traced {
    /// The action button's title in this state.
    var buttonTitle: String { get }
    /// The viewer taps the action button: the state acts, and may move `screen` to its next state.
    func actionButtonClicked(_ screen: ProductDetailsController)
}

/// ConcreteState: the owner's product, for sale. The button marks it sold; the next state is
/// `SoldState`.
final class ForSaleState: ListingState {
    var buttonTitle: String { DetailsText.markAsSold }

    func actionButtonClicked(_ screen: ProductDetailsController) {
        traced(Shown(screen)) {
            if screen.markAsSoldClicked() { screen.listing = SoldState() }
        }
    }
}

/// ConcreteState: the owner's product, sold. The button puts it on sale again; the next state is
/// `ForSaleState`.
final class SoldState: ListingState {
    var buttonTitle: String { DetailsText.markAsNotSold }

    func actionButtonClicked(_ screen: ProductDetailsController) {
        traced(Shown(screen)) {
            if screen.markAsNotSoldClicked() { screen.listing = ForSaleState() }
        }
    }
}

/// ConcreteState: someone else's product. The button opens a chat with its owner; there is no next
/// state (the viewer cannot change the listing).
final class OthersProductState: ListingState {
    var buttonTitle: String { DetailsText.letsChat }

    func actionButtonClicked(_ screen: ProductDetailsController) {
        traced(Shown(screen)) { screen.letsChatClicked() }
    }
}
