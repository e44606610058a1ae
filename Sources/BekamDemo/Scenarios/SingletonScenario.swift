import DemoSupport

/// The `singleton` scenario: the two Singletons. Two screens of one app get the same `ApiServices`;
/// another phone's app has its own; every call of `PriceLabelFactory.getInstance()` gets the same factory.
func singleton(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Sami"), .actor("Nour"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let nour = market.phone(of: "Nour", loggedInAs: Market.nour)
    t.heading("Two screens of Sami's app ask ApiServices.getInstance(); PriceLabelFactory is asked twice")
    let samis = sami.run(t) { () -> ApiServices in
        let (login, things) = (LoginViewController().services, ProductsViewController().services)
        t.result(
            "login screen: \(login.instanceName), products screen: \(things.instanceName); "
                + "the same object: \(login === things)")
        return things
    }
    let first = PriceLabelFactory.getInstance()
    let second = PriceLabelFactory.getInstance()
    t.result("PriceLabelFactory.getInstance(), asked twice: the same factory: \(first === second)")
    t.note("Each init is private: no code in an app can make a second one; each app has its own:")
    let nours = nour.run(t) { ProfileViewController().services }
    t.result("Nour's phone runs its own app: \(nours.instanceName), the same as Sami's: \(nours === samis)")
}
