/// Exercise label-bargain (docs/exercises/label-bargain.md). Simple factory, for one screen: the label
/// class each cell of the scenario `label-bargain` gets for its price. It asks the demo's factory; your
/// rule for bargains goes before that.
func labelBargainType(price: Double, rent: Bool) -> PriceLabel.Type {
    PriceLabelFactory.getInstance().labelType(price: price, rent: rent)
}
