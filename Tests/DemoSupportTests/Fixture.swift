@testable import DemoSupport
@testable import DemoTools

/// A two-scenario demo: `greet` has a `shout` variant, `wave` has none.
let fixture = Demo(
    name: "FixtureDemo",
    title: "A demo for testing DemoSupport",
    patterns: [
        Pattern(
            "Greeting", folder: "Greeting", scenarios: ["greet", "wave"],
            classes: [.role("Sender", Sender.self, "send(to:)"), .role("Caller", Client.self, "send(to:)")],
            structure: [
                .conforms(Client.self, to: Sender.self) { $0 }, .holds(Client.self, Server.self),
                .calls(Client.self, Server.self, "reply(to:)"),
                .creates(Server.self, Reply.self),
            ],
            variants: ["shout": [.conforms(Client.self, to: Sender.self) { $0 }]])
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

// The types of the fixture's class diagram: only their names and conformances matter.
protocol Sender {}
struct Client: Sender {}
enum Server {}
enum Reply {}
