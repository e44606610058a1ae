import DemoSupport

extension DemoSupport.Transcript {
    func note(_ text: String) {}
}
