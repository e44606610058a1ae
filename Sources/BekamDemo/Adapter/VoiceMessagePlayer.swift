import DemoSupport

/// ConcreteAdaptee (exercise chat-voice, docs/exercises/chat-voice.md): a player for voice messages,
/// written by another team with an interface of its own. It plays a `VoiceClip` (an address and a
/// length) into a view and knows nothing of `MessageContent`, so the chat cannot use it as a
/// `MessageViewer`. It stays as it is: the exercise puts an adapter in front of it.
final class VoiceMessagePlayer: AdvancedMessageViewer {
    /// Shows a play button with the clip's file name and length in minutes and seconds
    /// (`🎤 offer.m4a ▶ 0:14`); a length that is nil or below zero is shown as unknown.
    func play(_ clip: VoiceClip, on view: MessageView) {
        traced(clip, view) {
            var length = "length unknown"
            if let seconds = clip.seconds, seconds >= 0 {
                length = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
            }
            view.show("🎤 \(lastPart(clip.url)) ▶ \(length)")
        }
    }
}

/// Adaptee argument: a voice clip as the player takes it: where the recording is, and how many whole
/// seconds it lasts (nil when the length is not known).
struct VoiceClip: Equatable, TraceValue {
    let url: String
    let seconds: Int?

    var traceText: String { "VoiceClip(url: \(quoted(url, limit: 80)), seconds: \(seconds.traceText))" }
}
