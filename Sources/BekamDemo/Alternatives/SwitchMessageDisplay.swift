import DemoSupport

/// Variant `switch`: the chat screen switches over the content's key itself. No viewer types, no
/// adapter: each new kind of content is a new case here, in the screen.
extension ChatViewController {
    func switchOverKey(_ content: MessageContent) -> String {
        switch content.key {
        case "string":
            selfMessage("switch content.key: case \"string\"")
            return "💬 \(content.value)"
        case "imgURL":
            selfMessage("switch content.key: case \"imgURL\"")
            let loaded = ApiServices.getInstance().loadImage(url: content.value)
            return MessageDisplayText.image(content.value, loaded)
        case "link":
            selfMessage("switch content.key: case \"link\"")
            return MessageDisplayText.link(content.value)
        case "location":
            selfMessage("switch content.key: case \"location\"")
            return MessageDisplayText.coordinates(content.value).map(MessageDisplayText.location)
                ?? MessageDisplayText.unreadableLocation(content.value)
        default:
            selfMessage("switch content.key: default (\(quoted(content.key)))")
            return MessageDisplayText.incompatible
        }
    }
}
