import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Chat rules")
struct ChatRuleTests {
    /// A market with Sami's session s1 about Layla's Road bike, holding Sami's m1 and Layla's m2.
    private func marketWithChat() -> Market {
        let market = freshMarket()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p1") }
        _ = asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("Offer?")) }
        _ = asUser(Market.layla, in: market) { $0.sendMessage(sessionId: "s1", content: .text("No.")) }
        return market
    }

    @Test func messagingNeedsALoginAndText() {
        let market = marketWithChat()
        let before = market.cloud.fingerprint
        #expect(
            asUser(nil, in: market) { $0.sendMessage(sessionId: "s1", content: .text("hi")) }.failure
                == .loginRequired("send a message"))
        #expect(
            asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("  ")) }.failure
                == .invalidField("message is empty"))
        #expect(market.cloud.fingerprint == before)
    }

    @Test func onlyTheSenderDeletesAMessage() {
        let market = marketWithChat()
        let before = market.cloud.fingerprint
        #expect(
            asUser(Market.sami, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m2") }.failure
                == .notSender)
        #expect(
            asUser(Market.nour, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m1") }.failure
                == .notFound("message m1"))
        #expect(market.cloud.fingerprint == before)
        #expect(
            (try? asUser(Market.sami, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m1") }.get())?
                .id == "m1")
        #expect(market.cloud.sessions.first?.messages.map(\.id) == ["m2"])
    }

    @Test func aBlockedUserCannotMessageTheBlocker() {
        let market = marketWithChat()
        #expect(
            (try? asUser(Market.layla, in: market) { $0.blockUser(id: Market.sami) }.get())?.id == Market.sami
        )
        let before = market.cloud.fingerprint
        #expect(
            asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("?")) }.failure
                == .blocked)
        #expect(
            asUser(Market.layla, in: market) { $0.sendMessage(sessionId: "s1", content: .text("!")) }.failure
                == .blocked)
        #expect(market.cloud.fingerprint == before)
    }

    @Test func blockingAndReportingNeedALoginAndAReason() {
        let market = marketWithChat()
        let before = market.cloud.fingerprint
        let refusals: [ApiError?] = [
            asUser(nil, in: market) { $0.blockUser(id: Market.sami) }.failure,
            asUser(nil, in: market) { $0.reportUser(id: Market.sami, reason: "x") }.failure,
            asUser(Market.sami, in: market) { $0.reportUser(id: Market.sami, reason: "x") }.failure,
            asUser(Market.sami, in: market) { $0.blockUser(id: Market.sami) }.failure,
            asUser(Market.sami, in: market) { $0.reportUser(id: Market.nour, reason: " ") }.failure,
            asUser(Market.sami, in: market) { $0.reportUser(id: "u9", reason: "x") }.failure,
        ]
        #expect(
            refusals == [
                .loginRequired("block a user"), .loginRequired("report a user"),
                .notAllowed("you cannot report yourself"), .notAllowed("you cannot block yourself"),
                .invalidField("reason is empty"), .notFound("user"),
            ])
        #expect(market.cloud.fingerprint == before)
        let reports = ["spam", "again"].map { reason in
            asUser(Market.sami, in: market) { $0.reportUser(id: Market.nour, reason: reason) }.map(\.id)
        }
        #expect(reports == [.success("r1"), .failure(.notAllowed("you already reported Nour"))])
    }

    @Test func onlyTheTwoSidesSeeASession() {
        let market = marketWithChat()
        #expect(
            asUser(Market.nour, in: market) { $0.loadChat(sessionId: "s1") }.failure == .notFound("chat s1"))
        #expect(asUser(Market.nour, in: market) { try? $0.getAllSessionForUser().get() }?.isEmpty == true)
        #expect(
            asUser(Market.layla, in: market) { $0.postSession(productId: "p1") }.failure
                == .notAllowed("you cannot chat about your own product"))
    }

    @Test func readingMarksMessagesReadAndNotificationsArrive() {
        let market = marketWithChat()
        #expect(market.cloud.sessions.first?.newMessageCount(for: Market.layla) == 1)
        _ = asUser(Market.layla, in: market) { $0.loadChat(sessionId: "s1") }
        #expect(market.cloud.sessions.first?.newMessageCount(for: Market.layla) == 0)
        #expect(market.cloud.sessions.first?.newMessageCount(for: Market.sami) == 1)
        let alerts = asUser(Market.layla, in: market) { try? $0.loadNotifications().get() }
        #expect(alerts?.map(\.text) == ["Sami wrote about Road bike: Offer?"])
        #expect(alerts?.first?.isRead == false)
        let again = asUser(Market.layla, in: market) { try? $0.loadNotifications().get() }
        #expect(again?.first?.isRead == true)
    }

    @Test func markingSoldTellsTheBuyers() {
        let market = marketWithChat()
        _ = asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }
        let alerts = asUser(Market.sami, in: market) { try? $0.loadNotifications().get() }
        #expect(
            alerts?.map(\.text) == [
                "Layla wrote about Road bike: No.", "Layla marked Road bike as sold (you asked about it)",
            ])
    }

    @Test func sessionsAreOrderedByLastActivityThenId() {
        let market = marketWithChat()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p3") }
        let sessions = asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }
        #expect(sessions?.map(\.id) == ["s1", "s2"])
        _ = asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s2", content: .text("tent?")) }
        #expect(
            asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }?.map(\.id) == [
                "s2", "s1",
            ])
    }
}
