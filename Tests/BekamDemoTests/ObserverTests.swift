import DemoSupport
import Testing

@testable import BekamDemo

/// Records what it is told.
private final class Spy: ProductCellObserver {
    let traceName = "Spy"
    var notified: [String] = []
    func notfiy(product: Product) { notified.append(product.id) }
}

@Suite("Observer: product cells")
struct ObserverTests {
    private let bike = freshMarket().product("p1")

    private func cell(viewer: String?) -> ProductCell? {
        bike.map {
            ProductCell(product: $0, viewerId: viewer, labels: FactoryLabels())
        }
    }

    @Test func theChatButtonNotifiesTheObserverWithItsProduct() {
        let spy = Spy()
        let cell = cell(viewer: Market.sami)
        cell?.observer = spy
        cell?.chatButtonClicked()
        #expect(spy.notified == ["p1"])
    }

    @Test func theChatButtonIsHiddenOnTheViewersOwnProducts() {
        let spy = Spy()
        let own = cell(viewer: Market.layla)
        own?.observer = spy
        #expect(own?.chatButtonHidden == true)
        own?.chatButtonClicked()
        #expect(spy.notified.isEmpty)
        #expect(cell(viewer: nil)?.chatButtonHidden == false)
    }

    @Test func aNewObserverReplacesTheOldAndADetachedOneIsNotTold() {
        let (first, second) = (Spy(), Spy())
        let cell = cell(viewer: Market.sami)
        cell?.observer = first
        cell?.observer = second
        cell?.chatButtonClicked()
        cell?.observer = nil
        cell?.chatButtonClicked()
        #expect([first.notified, second.notified] == [[], ["p1"]])
    }

    @Test func aClosingScreenDetachesFromItsCells() {
        let market = freshMarket()
        let things = ProductsViewController()
        market.phone(of: "Sami", loggedInAs: Market.sami).run {
            things.open()
            things.close()
            things.cell("p1")?.chatButtonClicked()
        }
        #expect(things.cells.allSatisfy { $0.observer == nil })
        #expect(things.openedChat == nil)
    }

    @Test func theCellHoldsItsObserverWeakly() {
        let cell = cell(viewer: Market.sami)
        do {
            let spy = Spy()
            cell?.observer = spy
            #expect(cell?.observer != nil)
        }
        #expect(cell?.observer == nil)
    }

    @Test func theProductsScreenOpensTheChatWithTheOwnerOnlyWhenLoggedIn() {
        let market = freshMarket()
        let loggedOut = ProductsViewController()
        market.phone(of: "Guest").run {
            loggedOut.open()
            loggedOut.cell("p1")?.chatButtonClicked()
        }
        #expect(loggedOut.openedChat == nil)
        #expect(market.cloud.sessions.isEmpty)
        let things = ProductsViewController()
        market.phone(of: "Sami", loggedInAs: Market.sami).run {
            things.open()
            things.cell("p1")?.chatButtonClicked()
        }
        #expect(things.openedChat?.sessionId == "s1")
        #expect(market.cloud.sessions.first?.ownerId == Market.layla)
    }
}
