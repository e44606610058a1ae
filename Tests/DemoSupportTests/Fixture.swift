@testable import DemoSupport
@testable import DemoTools

/// A two-scenario demo: `greet` has a `shout` variant, `wave` has none.
let fixture = Demo(
    name: "FixtureDemo",
    title: "A demo for testing DemoSupport",
    patterns: [
        Pattern(
            "Greeting", folder: "Greeting", scenarios: ["greet", "wave"],
            classes: ["Sender": .role("Sender", "send(to:)"), "Client": .role("Caller", "send(to:)")],
            structure: [
                .conforms("Client", to: "Sender"), .holds("Client", "Server"),
                .calls("Client", "Server", "reply(to:)"),
                .creates("Server", "Reply"),
            ],
            variants: ["shout": [.conforms("Client", to: "Sender")]])
    ],
    scenarios: [
        Scenario("greet", purpose: "Someone says hello.", roles: ["Sender": "Client", "Receiver": "Server"]) {
            $0.declare(.actor("Client"))
            $0.heading("Hello")
            $0.note("A note; with a # in it.")
            $0.send("hello", from: "Client", to: "Server")
            $0.reply("hi", from: "Server", to: "Client")
            $0.result("the server said hi")
        }
        .variant("shout", purpose: "Someone shouts hello.", roles: ["Sender": "Client"]) {
            $0.declare(.actor("Client"))
            $0.heading("Hello")
            $0.note("A note; with a # in it.")
            $0.send("HELLO", from: "Client", to: "Server")
            $0.reply("hi", from: "Server", to: "Client")
            $0.result("the server said hi")
        },
        Scenario("wave", purpose: "Nobody speaks.", roles: [:]) {
            $0.refused("waving is not allowed")
        },
    ])

extension Transcript {
    /// A message line written directly, for renderer tests; demos record their calls with `traced`.
    func send(_ text: String, from: String, to: String) {
        record(from, to, text, .selfMessage)
    }

    func reply(_ text: String, from: String, to: String) {
        record(from, to, text, .reply)
    }
}
