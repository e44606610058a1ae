/// A text helper (no pattern role) for the input handling of both designs: in Document-View the view
/// uses it, in MVC the controller.
extension String {
    /// The text without the spaces, tabs and line breaks around it: `"  foo \n"` gives `"foo"`.
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
