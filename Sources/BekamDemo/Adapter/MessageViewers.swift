import DemoSupport

/// Stands in for the `UIView` a message is drawn into: it collects what the viewers put there.
final class MessageView {
    private(set) var shown: [String] = []

    func show(_ text: String) { shown.append(text) }

    /// What the view shows, as one line.
    var text: String { shown.joined(separator: " ") }
}

/// Target: what the chat screen knows about showing a message.
protocol MessageViewer {
    var name: String { get }
    func displayMessage(content: MessageContent, view: MessageView)
}

/// Adaptee family: the viewers of advanced content. Each has an interface of its own, with typed
/// arguments, and none of them knows `MessageContent`.
protocol AdvancedMessageViewer {
    var name: String { get }
}

/// Client-side viewer of plain text; anything else goes to its `MessageAdapter`.
final class TextMessageViewer: MessageViewer {
    let name = "TextMessageViewer"
    let messageAdapter: MessageAdapter
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
        messageAdapter = MessageAdapter(transcript: transcript)
    }

    func displayMessage(content: MessageContent, view: MessageView) {
        guard content.key == "string" else {
            transcript.send("displayMessage(content: \(content.key))", from: name, to: messageAdapter.name)
            messageAdapter.displayMessage(content: content, view: view)
            return
        }
        view.show("💬 \(content.value)")
    }
}

/// Adapter: looks like a `MessageViewer`, and turns the raw content into the call of the advanced
/// viewer for its kind. The original handed location content to the image viewer; here each kind
/// has its own. A kind no viewer knows is shown as "incompatible".
final class MessageAdapter: MessageViewer {
    let name = "MessageAdapter"
    /// The adaptee for the content being shown (the original's `advMsgViewer`).
    private(set) var advMsgViewer: (any AdvancedMessageViewer)?
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func displayMessage(content: MessageContent, view: MessageView) {
        switch content.key {
        case "imgURL":
            let viewer = ImageMessageViewer(transcript: transcript)
            advMsgViewer = viewer
            transcript.send("displayImage(url: \(lastPart(content.value)))", from: name, to: viewer.name)
            viewer.displayImage(url: content.value, view: view)
        case "link":
            let viewer = LinkMessageViewer()
            advMsgViewer = viewer
            transcript.send("displayLink(\(quoted(content.value)))", from: name, to: viewer.name)
            viewer.displayLink(content.value, view: view)
        case "location":
            let viewer = LocationMessageViewer()
            advMsgViewer = viewer
            let coordinates = MessageDisplayText.coordinates(content.value)
            transcript.send(
                "displayLocation(\(coordinates.map { "\($0.0), \($0.1)" } ?? "unreadable"))", from: name,
                to: viewer.name)
            viewer.displayLocation(coordinates, raw: content.value, view: view)
        default:
            advMsgViewer = nil
            transcript.send("no viewer for \(quoted(content.key))", from: name, to: name)
            view.show(MessageDisplayText.incompatible)
        }
    }
}

/// ConcreteAdaptee: shows a photo, loaded through the facade (and so through the image cache).
final class ImageMessageViewer: AdvancedMessageViewer {
    let name = "ImageMessageViewer"
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func displayImage(url: String, view: MessageView) {
        transcript.send("loadImage(url: \(url))", from: name, to: ApiServices.name)
        let loaded = ApiServices.getInstance().loadImage(url: url)
        transcript.reply(MessageDisplayText.imageReply(loaded), from: ApiServices.name, to: name)
        view.show(MessageDisplayText.image(url, loaded))
    }
}

/// ConcreteAdaptee: shows a web link by its host; anything that is not http(s) is incompatible.
final class LinkMessageViewer: AdvancedMessageViewer {
    let name = "LinkMessageViewer"

    func displayLink(_ url: String, view: MessageView) {
        view.show(MessageDisplayText.link(url))
    }
}

/// ConcreteAdaptee: shows a map pin for a latitude and longitude.
final class LocationMessageViewer: AdvancedMessageViewer {
    let name = "LocationMessageViewer"

    func displayLocation(_ coordinates: (String, String)?, raw: String, view: MessageView) {
        view.show(MessageDisplayText.location(coordinates, raw: raw))
    }
}

/// How a message is shown in the chat. Written once for both designs (the adapter and the
/// `switch` variant), so that they show exactly the same text.
enum MessageDisplayText {
    static let incompatible = "incompatible"

    static func image(_ url: String, _ loaded: Result<ImageData, ImageError>) -> String {
        switch loaded {
        case .success(let data): "🖼 \(lastPart(url)) (\(data.byteCount) bytes)"
        case .failure(let error): "🖼 \(lastPart(url)) could not be loaded: \(error)"
        }
    }

    static func imageReply(_ loaded: Result<ImageData, ImageError>) -> String {
        switch loaded {
        case .success(let data): "ImageData \(data.byteCount) bytes"
        case .failure(let error): "error: \(error)"
        }
    }

    static func link(_ url: String) -> String {
        for scheme in ["https://", "http://"] where url.hasPrefix(scheme) {
            let host = url.dropFirst(scheme.count).split(separator: "/").first.map(String.init) ?? ""
            if !host.isEmpty && !host.contains(" ") { return "🔗 \(host) (\(url))" }
        }
        return incompatible
    }

    static func location(_ coordinates: (String, String)?, raw: String) -> String {
        guard let (latitude, longitude) = coordinates else { return "📍 unreadable location \(quoted(raw))" }
        return "📍 map pin at \(latitude), \(longitude)"
    }

    /// Both parts must be decimal numbers, latitude within ±90 and longitude within ±180.
    static func coordinates(_ latLong: String) -> (String, String)? {
        let parts = latLong.split(separator: ",", omittingEmptySubsequences: false).map {
            FormRules.trim(String($0))
        }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return nil }
        return (parts[0], parts[1])
    }
}
