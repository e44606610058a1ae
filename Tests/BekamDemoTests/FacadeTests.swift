import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Facade and Singleton")
struct FacadeTests {
    @Test func oneInstancePerRunningApp() {
        let market = freshMarket()
        let first = market.phone(of: "A")
        let second = market.phone(of: "B")
        let (a1, a2) = first.run { (ApiServices.getInstance(), ApiServices.getInstance()) }
        let b = second.run { ApiServices.getInstance() }
        #expect(a1 === a2)
        #expect(a1 === first.services)
        #expect(a1 !== b)
    }

    @Test func theInstanceIsBoundOnlyWhileItsAppRuns() {
        let phone = freshMarket().phone(of: "A")
        #expect(ApiServices.running == nil)
        #expect(phone.run { ApiServices.running } === phone.services)
        #expect(ApiServices.running == nil)
    }

    @Test func getUserGivesThePublicProfile() {
        let market = freshMarket()
        let owner = asUser(nil, in: market) { $0.getUser(id: Market.nour) }
        #expect(
            (try? owner.get()).map { ($0.id, $0.name, $0.email) } ?? ("", "", "x") == (
                Market.nour, "Nour", ""
            ))
        #expect(asUser(nil, in: market) { $0.getUser(id: "u99") }.failure == .notFound("user"))
        #expect(asUser(nil, in: market) { $0.userName("u99") } == "a deleted user")
    }

    @Test func phonesShareTheCloudButNotTheLogin() {
        let market = freshMarket()
        let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm()) }
        #expect((try? posted.get())?.userId == Market.sami)
        #expect(asUser(nil, in: market) { $0.loadProducts().count } == 7)
        #expect(asUser(nil, in: market) { $0.currentUserId } == nil)
    }

    @Test func deleteAccountCoordinatesAllApisAndLeavesNoOrphans() throws {
        let market = freshMarket()
        let lamp = asUser(Market.sami, in: market) { $0.postSession(productId: "p2") }
        let tent = asUser(Market.nour, in: market) { $0.postSession(productId: "p3") }
        let other = asUser(Market.sami, in: market) { $0.postSession(productId: "p1") }
        let lampSession = try #require(try? lamp.get())
        _ = try #require(try? tent.get())
        let kept = try #require(try? other.get())
        _ = asUser(Market.sami, in: market) {
            $0.sendMessage(sessionId: lampSession.id, content: .text("hi"))
        }
        _ = asUser(Market.sami, in: market) { $0.reportUser(id: Market.nour, reason: "no show") }
        _ = asUser(Market.nour, in: market) { $0.blockUser(id: Market.layla) }
        let deleted = asUser(Market.nour, in: market) { $0.deleteAccount(password: "nour-pass-2018") }
        #expect((try? deleted.get()) != nil)
        let cloud = market.cloud
        #expect(cloud.user(Market.nour) == nil)
        #expect(!cloud.products.contains { $0.userId == Market.nour })
        #expect(cloud.sessions.map(\.id) == [kept.id])
        #expect(cloud.reports.isEmpty && cloud.blocks.isEmpty)
        #expect(!cloud.notifications.contains { $0.userId == Market.nour })
        #expect(cloud.imageServer[Market.image("lamp.jpg")] == nil)
        #expect(cloud.imageServer[Market.image("book.jpg")] == nil)
        #expect(
            asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }?.map(\.id) == [kept.id])
    }

    @Test func deleteAccountWithAWrongPasswordOrLoggedOutChangesNothing() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        #expect(
            asUser(Market.nour, in: market) { $0.deleteAccount(password: "guess") }.failure == .wrongPassword)
        #expect(
            asUser(nil, in: market) { $0.deleteAccount(password: "nour-pass-2018") }.failure
                == .loginRequired("delete your account"))
        #expect(market.cloud.fingerprint == before)
    }

    @Test func aDeletedAccountsEmailCanBeUsedAgainAndItsLoginFailsLikeAnUnknownOne() {
        let market = freshMarket()
        _ = asUser(Market.nour, in: market) { $0.deleteAccount(password: "nour-pass-2018") }
        let login = asUser(nil, in: market) {
            $0.login(email: "nour@example.com", password: "nour-pass-2018")
        }
        #expect(login.failure == .invalidCredentials)
        let again = asUser(nil, in: market) {
            $0.addNewUser(
                name: "Nour", email: "nour@example.com", password: "new-password", mobile: "", city: "Denver")
        }
        #expect((try? again.get())?.id == "u4")
    }
}
