import DemoSupport

/// Variant `switch`: the screen switches over the content's key itself. No viewer types, no adapter:
/// each new kind of content is a new case here, in the screen.
struct SwitchMessageDisplay: MessageDisplay {
    func show(_ content: MessageContent, in screen: String, _ transcript: Transcript) -> String {
        transcript.send("switch content.key: case \(quoted(content.key))", from: screen, to: screen)
        switch content.key {
        case "string":
            return "💬 \(content.value)"
        case "imgURL":
            transcript.send("loadImage(url: \(content.value))", from: screen, to: ApiServices.name)
            let loaded = ApiServices.getInstance().loadImage(url: content.value)
            transcript.reply(MessageDisplayText.imageReply(loaded), from: ApiServices.name, to: screen)
            return MessageDisplayText.image(content.value, loaded)
        case "link":
            return MessageDisplayText.link(content.value)
        case "location":
            return MessageDisplayText.location(
                MessageDisplayText.coordinates(content.value), raw: content.value)
        default:
            return MessageDisplayText.incompatible
        }
    }
}
