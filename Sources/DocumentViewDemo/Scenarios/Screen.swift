import DemoSupport

/// Harness seam: what the user sees. Pattern code calls it where the article calls `print`; inside a
/// scenario run the line goes into the run's transcript as a result (or a refusal), elsewhere nowhere.
enum Screen {
    static func show(_ text: String) { Transcript.current?.result(text) }

    static func refuse(_ text: String) { Transcript.current?.refused(text) }
}
