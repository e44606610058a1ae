import DemoSupport

#if false
    struct Quiet {}
#endif
typealias Quiet = Transcript

extension Quiet {
    func note(_ text: String) {}
}
