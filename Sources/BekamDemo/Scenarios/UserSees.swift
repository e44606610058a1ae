import DemoSupport

// Harness seam: what the app's user sees on the phone (a result line) and what the app refused (a
// refusal line), recorded for the scenario that runs. Screens call these where the app would draw.

/// A line the user sees on the phone's screen.
func userSees(_ line: String) {
    Transcript.current?.result(line)
}

/// The app refused the user's action and said why; nothing changed.
func userIsRefused(_ reason: String) {
    Transcript.current?.refused(reason)
}
