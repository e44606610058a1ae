import DemoSupport

extension Bus {
    typealias Log = Transcript
}

extension Bus.Log {
    func note(_ text: String) {}
}
