import DemoSupport

/// Stands in for the `UIView` a message is drawn into: it collects what the viewers put there.
final class MessageView {
    private(set) var shown: [String] = []

    func show(_ text: String) { shown.append(text) }

    /// What the view shows, as one line.
    var text: String { shown.joined(separator: " ") }
}

extension MessageView: TraceValue {
    var traceText: String { "view" }
}

/// Target: what the chat screen knows about showing a message.
protocol MessageViewer: Traced {
    func displayMessage(content: MessageContent, view: MessageView)
}

/// Adaptee family: the viewers of advanced content. Each has an interface of its own, with typed
/// arguments, and none of them knows `MessageContent`.
protocol AdvancedMessageViewer: Traced {}

/// A `MessageViewer` of its own: shows plain text.
final class TextMessageViewer: MessageViewer {
    func displayMessage(content: MessageContent, view: MessageView) {
        traced(content, view) { view.show("💬 \(content.value)") }
    }
}

/// Adapter: makes `ImageMessageViewer` usable as a `MessageViewer`: the content's value is the URL
/// that `displayImage(url:view:)` takes. It knows one adaptee and one translation, and no other kind.
final class ImageMessageAdapter: MessageViewer {
    /// The adaptee (the original's `advMsgViewer`).
    let advMsgViewer = ImageMessageViewer()

    func displayMessage(content: MessageContent, view: MessageView) {
        traced(content, view) { advMsgViewer.displayImage(url: content.value, view: view) }
    }
}

/// Adapter: makes `LinkMessageViewer` usable as a `MessageViewer`.
final class LinkMessageAdapter: MessageViewer {
    let advMsgViewer = LinkMessageViewer()

    func displayMessage(content: MessageContent, view: MessageView) {
        traced(content, view) { advMsgViewer.displayLink(content.value, view: view) }
    }
}

/// Adapter: makes `LocationMessageViewer` usable as a `MessageViewer`: the "lat,long" text becomes the
/// `Coordinates` the location viewer takes. Text that cannot be read as coordinates never reaches the
/// viewer: the adapter shows it as unreadable.
final class LocationMessageAdapter: MessageViewer {
    let advMsgViewer = LocationMessageViewer()

    func displayMessage(content: MessageContent, view: MessageView) {
        traced(content, view) {
            guard let coordinates = MessageDisplayText.coordinates(content.value) else {
                view.show(MessageDisplayText.unreadableLocation(content.value))
                return
            }
            advMsgViewer.displayLocation(coordinates, view: view)
        }
    }
}

/// Dispatcher (not part of the Adapter pattern): picks the `MessageViewer` for a content's key, by
/// looking it up in a table. The original put this choice inside `TextMessageViewer` and
/// `MessageAdapter` (which then only dispatched); here it is a role of its own, so each adapter only
/// adapts. A key with no viewer is shown as "incompatible". The table is given to it: the chat's
/// standard one, or one that whoever composes a chat makes (an exercise's composition root).
final class MessageDispatcher: MessageViewer {
    /// Looked up by key only; never iterated.
    private let viewers: [String: any MessageViewer]

    init(viewers: [String: any MessageViewer] = MessageDispatcher.standardViewers()) {
        self.viewers = viewers
    }

    /// The chat's table: the text viewer, and an adapter in front of each advanced viewer.
    static func standardViewers() -> [String: any MessageViewer] {
        [
            "string": TextMessageViewer(), "imgURL": ImageMessageAdapter(), "link": LinkMessageAdapter(),
            "location": LocationMessageAdapter(),
        ]
    }

    func viewer(forKey key: String) -> (any MessageViewer)? { viewers[key] }

    func displayMessage(content: MessageContent, view: MessageView) {
        traced(content, view) {
            guard let viewer = viewer(forKey: content.key) else {
                selfMessage("no viewer for \(quoted(content.key)): incompatible")
                view.show(MessageDisplayText.incompatible)
                return
            }
            viewer.displayMessage(content: content, view: view)
        }
    }
}

/// ConcreteAdaptee: shows a photo, loaded through the facade (and so through the image cache).
final class ImageMessageViewer: AdvancedMessageViewer {
    func displayImage(url: String, view: MessageView) {
        traced(Whole(url), view) {
            let loaded = ApiServices.getInstance().loadImage(url: url)
            view.show(MessageDisplayText.image(url, loaded))
        }
    }
}

/// ConcreteAdaptee: shows a web link by its host; anything that is not http(s) is incompatible.
final class LinkMessageViewer: AdvancedMessageViewer {
    func displayLink(_ url: String, view: MessageView) {
        traced(Whole(url), view) { view.show(MessageDisplayText.link(url)) }
    }
}

/// ConcreteAdaptee: shows a map pin for a latitude and longitude.
final class LocationMessageViewer: AdvancedMessageViewer {
    func displayLocation(_ coordinates: Coordinates, view: MessageView) {
        traced(coordinates, view) { view.show(MessageDisplayText.location(coordinates)) }
    }
}

/// Adaptee argument: a map position as the location viewer takes it: latitude and longitude, as typed.
struct Coordinates: Equatable, TraceValue {
    let latitude: String
    let longitude: String

    var traceText: String { "(\(latitude), \(longitude))" }
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

    static func link(_ url: String) -> String {
        for scheme in ["https://", "http://"] where url.hasPrefix(scheme) {
            let host = url.dropFirst(scheme.count).split(separator: "/").first.map(String.init) ?? ""
            if !host.isEmpty && !host.contains(" ") { return "🔗 \(host) (\(url))" }
        }
        return incompatible
    }

    static func location(_ coordinates: Coordinates) -> String {
        "📍 map pin at \(coordinates.latitude), \(coordinates.longitude)"
    }

    static func unreadableLocation(_ raw: String) -> String {
        "📍 unreadable location \(quoted(raw))"
    }

    /// Both parts must be decimal numbers, latitude within ±90 and longitude within ±180.
    static func coordinates(_ latLong: String) -> Coordinates? {
        let parts = latLong.split(separator: ",", omittingEmptySubsequences: false).map {
            FormRules.trim(String($0))
        }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return nil }
        return Coordinates(latitude: parts[0], longitude: parts[1])
    }
}
