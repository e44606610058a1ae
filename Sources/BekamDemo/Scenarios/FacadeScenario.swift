import DemoSupport

/// The `facade` scenario: Facade. One call to `ApiServices` fans out to three subsystems: deleting
/// Nour's account deletes her user, her products and every chat about them.
func facade(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Nour"), Participant("ProfileViewController"), Participant(ApiServices.traceTypeName),
        Participant("UserApi"), Participant("ProductsApi"), Participant("ChatApi"))
    if let lamp = market.product("p2") {
        _ = market.seedChat(about: lamp, buyer: Market.sami, messages: [.text("Is the lamp still there?")])
    }
    t.note("Most ApiServices methods forward one call and are not drawn; deleteAccount coordinates three:")
    market.showCloud()
    market.phone(of: "Nour", loggedInAs: Market.nour).run(t) {
        ProfileViewController().deleteAccount(password: Market.passwords[Market.nour] ?? "")
    }
    market.showCloud()
}
