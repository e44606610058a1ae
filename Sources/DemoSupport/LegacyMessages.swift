// TRANSITIONAL: hand-written message lines, removed once every demo records its calls with `traced`.
extension Transcript {
    public func send(_ text: String, from: String, to: String) {
        record(Message(from: from, to: to, text: text, kind: .step))
    }

    public func reply(_ text: String, from: String, to: String) {
        record(Message(from: from, to: to, text: text, kind: .reply))
    }
}

extension Message {
    public init(from: String, to: String, text: String, isReply: Bool = false) {
        self.init(from: from, to: to, text: text, kind: isReply ? .reply : .step)
    }
}
