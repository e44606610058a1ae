import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class AdapterTests: XCTestCase {
    private let samples: [(MessageContent, String)] = [
        (.text("Hi"), "💬 Hi"),
        (.image(Market.image("bike.jpg")), "🖼 bike.jpg (180000 bytes)"),
        (.image(Market.image("gone.jpg")), "🖼 gone.jpg could not be loaded: not on the server"),
        (.link("https://shop.example/a/b"), "🔗 shop.example (https://shop.example/a/b)"),
        (.link("ftp://x.example"), "incompatible"),
        (.link("https://"), "incompatible"),
        (.location("40.0150,-105.2705"), "📍 map pin at 40.0150, -105.2705"),
        (.location("91,0"), "📍 unreadable location \"91,0\""),
        (.location("near the park"), "📍 unreadable location \"near the park\""),
        (MessageContent(key: "sticker", value: "x"), "incompatible"),
    ]

    private func show(_ content: MessageContent, with display: MessageDisplay) -> String {
        freshMarket().phone(of: "Layla", loggedInAs: Market.layla).run {
            ChatViewController(sessionId: "s1", display: display).text(of: content)
        }
    }

    func testEachKindIsShownByItsViewer() {
        for (content, expected) in samples {
            assertSameLines(
                show(content, with: .adapter), expected, "\(content.key) \(content.value)")
        }
    }

    func testTheSwitchDesignShowsTheSame() {
        for (content, _) in samples {
            assertSameLines(
                show(content, with: .switchOverKey), show(content, with: .adapter))
        }
    }

    func testTheDispatcherPicksAViewerByKeyAndLocationIsNotAnImage() {
        let dispatcher = MessageDispatcher()
        let picked = ["string", "imgURL", "link", "location", "poll"].map {
            dispatcher.viewer(forKey: $0)?.traceName ?? "none"
        }
        assertSameElements(
            picked,
            [
                "TextMessageViewer", "ImageMessageAdapter", "LinkMessageAdapter", "LocationMessageAdapter",
                "none",
            ])
        let view = MessageView()
        dispatcher.displayMessage(content: MessageContent(key: "poll", value: "?"), view: view)
        assertSameLines(view.text, "incompatible")
    }

    func testEachAdapterTranslatesTheContentIntoItsAdapteesTypedCall() {
        let t = Transcript()
        let view = MessageView()
        t.recording {
            LocationMessageAdapter().displayMessage(content: .location("40.0150, -105.2705"), view: view)
            LinkMessageAdapter().displayMessage(content: .link("https://a.example/x"), view: view)
        }
        let calls = t.events.compactMap { event -> String? in
            guard case .message(let message) = event, message.from.hasSuffix("Adapter") else { return nil }
            return "\(message.to): \(message.text)"
        }
        assertSameElements(
            calls,
            [
                "LocationMessageViewer: displayLocation((40.0150, -105.2705), view: view)",
                "LinkMessageViewer: displayLink(\"https://a.example/x\", view: view)",
            ])
    }

    func testTextNeverReachesAnAdapter() {
        let t = Transcript()
        let view = MessageView()
        t.recording { MessageDispatcher().displayMessage(content: .text("plain"), view: view) }
        assertSameLines(view.text, "💬 plain")
        assertSameElements(t.participants.map(\.name), ["main", "MessageDispatcher", "TextMessageViewer"])
    }

    func testSummariesForTheSessionsList() {
        assertSameLines(MessageContent.text("hello").summary, "hello")
        assertSameLines(MessageContent.image("u").summary, "📷 Photo")
        assertSameLines(MessageContent.location("1,2").summary, "📍 Location")
        assertSameLines(MessageContent(key: "sticker", value: "x").summary, "Message")
        let mixed: [[(key: String, value: String)]] = [
            [("location", "1,2"), ("imgURL", "u"), ("string", "hi")], [("location", "1,2"), ("imgURL", "u")],
            [("link", "https://a.example"), ("location", "1,2")],
        ]
        assertSameElements(mixed.map { MessageContent(fields: $0).summary }, ["hi", "📷 Photo", "📍 Location"])
        assertSameLines(
            ChatSession(id: "s", ownerId: "a", buyerId: "b", productId: "p").lastMessageSummary, "")
    }
}
