import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class ChatRuleTests: XCTestCase {
    /// A market with Sami's session s1 about Layla's Road bike, holding Sami's m1 and Layla's m2.
    private func marketWithChat() -> Market {
        let market = freshMarket()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p1") }
        _ = asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("Offer?")) }
        _ = asUser(Market.layla, in: market) { $0.sendMessage(sessionId: "s1", content: .text("No.")) }
        return market
    }

    func testMessagingNeedsALoginAndText() {
        let market = marketWithChat()
        let before = market.cloud.fingerprint
        XCTAssertEqual(
            asUser(nil, in: market) { $0.sendMessage(sessionId: "s1", content: .text("hi")) }.failure,
            .loginRequired("send a message"))
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("  ")) }.failure,
            .invalidField("message is empty"))
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testOnlyTheSenderDeletesAMessage() {
        let market = marketWithChat()
        let before = market.cloud.fingerprint
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m2") }.failure,
            .notSender)
        XCTAssertEqual(
            asUser(Market.nour, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m1") }.failure,
            .notFound("message m1"))
        assertSameLines(market.cloud.fingerprint, before)
        XCTAssert(
            (try? asUser(Market.sami, in: market) { $0.deleteMessage(sessionId: "s1", messageId: "m1") }.get())?
                .id == "m1")
        XCTAssertEqual(market.cloud.sessions.first?.messages.map(\.id), ["m2"])
    }

    func testABlockedUserCannotMessageTheBlocker() {
        let market = marketWithChat()
        XCTAssert(
            (try? asUser(Market.layla, in: market) { $0.blockUser(id: Market.sami) }.get())?.id == Market.sami
        )
        let before = market.cloud.fingerprint
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s1", content: .text("?")) }.failure,
            .blocked)
        XCTAssertEqual(
            asUser(Market.layla, in: market) { $0.sendMessage(sessionId: "s1", content: .text("!")) }.failure,
            .blocked)
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testBlockingAndReportingNeedALoginAndAReason() {
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
        assertSameElements(
            refusals,
            [
                .loginRequired("block a user"), .loginRequired("report a user"),
                .notAllowed("you cannot report yourself"), .notAllowed("you cannot block yourself"),
                .invalidField("reason is empty"), .notFound("user"),
            ])
        assertSameLines(market.cloud.fingerprint, before)
        let reports = ["spam", "again"].map { reason in
            asUser(Market.sami, in: market) { $0.reportUser(id: Market.nour, reason: reason) }.map(\.id)
        }
        assertSameElements(reports, [.success("r1"), .failure(.notAllowed("you already reported Nour"))])
    }

    func testOnlyTheTwoSidesSeeASession() {
        let market = marketWithChat()
        XCTAssertEqual(
            asUser(Market.nour, in: market) { $0.loadChat(sessionId: "s1") }.failure, .notFound("chat s1"))
        XCTAssertEqual(
            asUser(Market.nour, in: market) { try? $0.getAllSessionForUser().get() }?.isEmpty, true)
        XCTAssertEqual(
            asUser(Market.layla, in: market) { $0.postSession(productId: "p1") }.failure,
            .notAllowed("you cannot chat about your own product"))
    }

    func testReadingMarksMessagesReadAndNotificationsArrive() {
        let market = marketWithChat()
        XCTAssertEqual(market.cloud.sessions.first?.newMessageCount(for: Market.layla), 1)
        _ = asUser(Market.layla, in: market) { $0.loadChat(sessionId: "s1") }
        XCTAssertEqual(market.cloud.sessions.first?.newMessageCount(for: Market.layla), 0)
        XCTAssertEqual(market.cloud.sessions.first?.newMessageCount(for: Market.sami), 1)
        let alerts = asUser(Market.layla, in: market) { try? $0.loadNotifications().get() }
        XCTAssertEqual(alerts?.map(\.text), ["Sami wrote about Road bike: Offer?"])
        XCTAssertEqual(alerts?.first?.isRead, false)
        let again = asUser(Market.layla, in: market) { try? $0.loadNotifications().get() }
        XCTAssertEqual(again?.first?.isRead, true)
    }

    func testMarkingSoldTellsTheBuyers() {
        let market = marketWithChat()
        _ = asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }
        let alerts = asUser(Market.sami, in: market) { try? $0.loadNotifications().get() }
        XCTAssertEqual(
            alerts?.map(\.text),
            [
                "Layla wrote about Road bike: No.", "Layla marked Road bike as sold (you asked about it)",
            ])
    }

    func testSessionsAreOrderedByLastActivityThenId() {
        let market = marketWithChat()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p3") }
        let sessions = asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }
        XCTAssertEqual(sessions?.map(\.id), ["s1", "s2"])
        _ = asUser(Market.sami, in: market) { $0.sendMessage(sessionId: "s2", content: .text("tent?")) }
        XCTAssertEqual(
            asUser(Market.sami, in: market) { try? $0.getAllSessionForUser().get() }?.map(\.id),
            [
                "s2", "s1",
            ])
    }
}
