// TRANSITIONAL: hand-written message lines, removed once every demo records its calls with `traced`.
extension Transcript {
    /// A hand-written call line; `--call-sites` lists it with no receiver, so the call-label test
    /// reports it.
    public func send(
        _ text: String, from: String, to: String, fileID: String = #fileID, line: Int = #line
    ) {
        let site = CallSite(receiverType: "", function: text, fileID: fileID, line: line)
        record(TranscriptMessage(from: from, to: to, text: text, kind: .call(site)))
    }

    public func reply(_ text: String, from: String, to: String) {
        record(TranscriptMessage(from: from, to: to, text: text, kind: .reply))
    }
}

extension TranscriptMessage {
    public init(from: String, to: String, text: String, isReply: Bool = false) {
        self.init(from: from, to: to, text: text, kind: isReply ? .reply : .step)
    }
}
