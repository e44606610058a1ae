import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class FacadeTests: XCTestCase {
    func testOneInstancePerRunningApp() {
        let market = freshMarket()
        let first = market.phone(of: "A")
        let second = market.phone(of: "B")
        let (a1, a2) = first.run { (ApiServices.getInstance(), ApiServices.getInstance()) }
        let b = second.run { ApiServices.getInstance() }
        XCTAssert(a1 === a2)
        XCTAssert(a1 === first.services)
        XCTAssert(a1 !== b)
    }

    func testTheInstanceIsBoundOnlyWhileItsAppRuns() {
        let phone = freshMarket().phone(of: "A")
        XCTAssertNil(ApiServices.running)
        XCTAssert(phone.run { ApiServices.running } === phone.services)
        XCTAssertNil(ApiServices.running)
    }

    func testGetUserGivesThePublicProfile() {
        let market = freshMarket()
        let owner = asUser(nil, in: market) { $0.getUser(id: Market.nour) }
        XCTAssert(
            (try? owner.get()).map { ($0.id, $0.name, $0.email) } ?? ("", "", "x") == (
                Market.nour, "Nour", ""
            ))
        XCTAssertEqual(asUser(nil, in: market) { $0.getUser(id: "u99") }.failure, .notFound("user"))
        assertSameLines(asUser(nil, in: market) { $0.userName("u99") }, "a deleted user")
    }

    func testPhonesShareTheCloudButNotTheLogin() {
        let market = freshMarket()
        let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm()) }
        XCTAssert((try? posted.get())?.userId == Market.sami)
        XCTAssertEqual(asUser(nil, in: market) { $0.loadProducts().count }, 7)
        XCTAssertNil(asUser(nil, in: market) { $0.currentUserId })
    }

    func testDeleteAccountCoordinatesAllApisAndLeavesNoOrphans() throws {
        let market = freshMarket()
        let lamp = asUser(Market.sami, in: market) { $0.postSession(productId: "p2") }
        let tent = asUser(Market.nour, in: market) { $0.postSession(productId: "p3") }
        let other = asUser(Market.sami, in: market) { $0.postSession(productId: "p1") }
        let lampSession = try XCTUnwrap(try? lamp.get())
        _ = try XCTUnwrap(try? tent.get())
        let kept = try XCTUnwrap(try? other.get())
        _ = asUser(Market.sami, in: market) {
            $0.sendMessage(sessionId: lampSession.id, content: .text("hi"))
        }
        _ = asUser(Market.sami, in: market) { $0.reportUser(id: Market.nour, reason: "no show") }
        _ = asUser(Market.nour, in: market) { $0.blockUser(id: Market.layla) }
        let deleted = asUser(Market.nour, in: market) { $0.deleteAccount(password: "nour-pass-2018") }
        XCTAssert((try? deleted.get()) != nil)
        let cloud = market.cloud
        XCTAssertNil(cloud.user(Market.nour))
        XCTAssert(!cloud.products.contains { $0.userId == Market.nour })
        assertSameElements(cloud.sessions.map(\.id), [kept.id])
        XCTAssert(cloud.reports.isEmpty && cloud.blocks.isEmpty)
        XCTAssert(!cloud.notifications.contains { $0.userId == Market.nour })
        XCTAssertNil(cloud.imageServer[Market.image("lamp.jpg")])
        XCTAssertNil(cloud.imageServer[Market.image("book.jpg")])
        XCTAssertEqual(
            asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }?.map(\.id), [kept.id])
    }

    func testDeleteAccountWithAWrongPasswordOrLoggedOutChangesNothing() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        XCTAssertEqual(
            asUser(Market.nour, in: market) { $0.deleteAccount(password: "guess") }.failure, .wrongPassword)
        XCTAssertEqual(
            asUser(nil, in: market) { $0.deleteAccount(password: "nour-pass-2018") }.failure,
            .loginRequired("delete your account"))
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testADeletedAccountsEmailCanBeUsedAgainAndItsLoginFailsLikeAnUnknownOne() {
        let market = freshMarket()
        _ = asUser(Market.nour, in: market) { $0.deleteAccount(password: "nour-pass-2018") }
        let login = asUser(nil, in: market) {
            $0.login(email: "nour@example.com", password: "nour-pass-2018")
        }
        XCTAssertEqual(login.failure, .invalidCredentials)
        let again = asUser(nil, in: market) {
            $0.addNewUser(
                name: "Nour", email: "nour@example.com", password: "new-password", mobile: "", city: "Denver")
        }
        XCTAssert((try? again.get())?.id == "u4")
    }
}
