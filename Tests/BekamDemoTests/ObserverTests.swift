import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

/// Records what it is told.
private final class Spy: ProductCellObserver {
    let traceName = "Spy"
    var notified: [String] = []
    func notfiy(product: Product) { notified.append(product.id) }
}

final class ObserverTests: XCTestCase {
    private let bike = freshMarket().product("p1")

    private func cell(viewer: String?) -> ProductCell? {
        bike.map {
            ProductCell(product: $0, viewerId: viewer, labels: FactoryLabels())
        }
    }

    func testTheChatButtonNotifiesTheObserverWithItsProduct() {
        let spy = Spy()
        let cell = cell(viewer: Market.sami)
        cell?.observer = spy
        cell?.chatButtonClicked()
        assertSameElements(spy.notified, ["p1"])
    }

    func testTheChatButtonIsHiddenOnTheViewersOwnProducts() {
        let spy = Spy()
        let own = cell(viewer: Market.layla)
        own?.observer = spy
        XCTAssertEqual(own?.chatButtonHidden, true)
        own?.chatButtonClicked()
        XCTAssert(spy.notified.isEmpty)
        XCTAssertEqual(cell(viewer: nil)?.chatButtonHidden, false)
    }

    /// A cell made while logged out and reused after the owner logs in hides its chat button then, and a
    /// tap on it tells nobody: a reused cell shows the current login, not the one it was made under.
    func testAReusedCellShowsTheCurrentLogin() {
        let market = freshMarket()
        let things = ProductsViewController()
        let phone = market.phone(of: "Layla")
        phone.run {
            things.open()
            XCTAssertEqual(things.cell("p1")?.chatButtonHidden, false)
            LoginViewController().login(
                email: "layla@example.com", password: Market.passwords[Market.layla] ?? "")
            things.open()
            XCTAssertEqual(things.cell("p1")?.chatButtonHidden, true)
            XCTAssert(things.cell("p1")?.line.hasSuffix("💬") == false)
            things.cell("p1")?.chatButtonClicked()
        }
        XCTAssertNil(things.openedChat)
    }

    func testANewObserverReplacesTheOldAndADetachedOneIsNotTold() {
        let (first, second) = (Spy(), Spy())
        let cell = cell(viewer: Market.sami)
        cell?.observer = first
        cell?.observer = second
        cell?.chatButtonClicked()
        cell?.observer = nil
        cell?.chatButtonClicked()
        assertSameElements([first.notified, second.notified], [[], ["p1"]])
    }

    func testAClosingScreenDetachesFromItsCells() {
        let market = freshMarket()
        let things = ProductsViewController()
        market.phone(of: "Sami", loggedInAs: Market.sami).run {
            things.open()
            things.close()
            things.cell("p1")?.chatButtonClicked()
        }
        XCTAssert(things.cells.allSatisfy { $0.observer == nil })
        XCTAssertNil(things.openedChat)
    }

    func testTheCellHoldsItsObserverWeakly() {
        let cell = cell(viewer: Market.sami)
        do {
            let spy = Spy()
            cell?.observer = spy
            XCTAssert(cell?.observer != nil)
        }
        XCTAssertNil(cell?.observer)
    }

    func testTheProductsScreenOpensTheChatWithTheOwnerOnlyWhenLoggedIn() {
        let market = freshMarket()
        let loggedOut = ProductsViewController()
        market.phone(of: "Guest").run {
            loggedOut.open()
            loggedOut.cell("p1")?.chatButtonClicked()
        }
        XCTAssertNil(loggedOut.openedChat)
        XCTAssert(market.cloud.sessions.isEmpty)
        let things = ProductsViewController()
        market.phone(of: "Sami", loggedInAs: Market.sami).run {
            things.open()
            things.cell("p1")?.chatButtonClicked()
        }
        XCTAssertEqual(things.openedChat?.sessionId, "s1")
        XCTAssertEqual(market.cloud.sessions.first?.ownerId, Market.layla)
    }
}
