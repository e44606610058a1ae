import DemoSupport

/// Harness seam: the console the views draw on; each line is what the app's user sees, recorded as
/// a result of the scenario that is running. Outside a scenario nothing is shown.
enum Console {
    static func show(_ line: String) {
        Transcript.current?.result(line)
    }
}
