import DemoSupport

/// Harness seam: what the app shows its user, the demo's stand-in for the original's `print`.
/// Pattern code prints here and knows nothing of transcripts; a scenario connects the console to its
/// transcript, where each line becomes a result (`=> Reading doc...`) or a refusal, in the order it
/// was printed. When nothing is connected, nothing is shown.
enum Console {
    /// One line the app showed.
    enum Line: Equatable, Sendable {
        case shown(String)
        case refused(String)
    }

    /// Where the running scenario shows lines, if one runs.
    @TaskLocal static var screen: (@Sendable (Line) -> Void)?

    static func print(_ text: String) { screen?(.shown(text)) }

    /// Shows that a request was refused and nothing changed.
    static func refuse(_ reason: String) { screen?(.refused(reason)) }
}

extension Transcript {
    /// Runs `body` with the console shown in this transcript.
    func showingConsole(_ body: () -> Void) {
        Console.$screen.withValue(
            { [self] line in
                switch line {
                case .shown(let text): result(text)
                case .refused(let reason): refused(reason)
                }
            }, operation: body)
    }
}

/// Harness seam: a value a call line shows by a short text of its own: a foreign object or a closure, which
/// has no text of its own (`{ … }`).
struct Shown: TraceValue {
    let traceText: String
}
