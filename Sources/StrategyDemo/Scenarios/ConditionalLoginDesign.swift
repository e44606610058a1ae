import DemoSupport

/// `LoginDesign` for the if/else design: the scenarios' rules are this controller's kinds.
extension ConditionalLoginController {
    fileprivate func field(_ name: String) -> PlainTextField? {
        fields.first { $0.traceName == name }
    }

    func addField(_ name: String, rule: Rule) {
        addField(name, kind: rule)
    }

    func change(_ name: String, to rule: Rule) {
        field(name)?.kind = rule
    }

    func endEditing(_ name: String, with text: String) -> InputVerdict? {
        field(name)?.endEditing(with: text)
        return shownVerdicts[name]
    }

    func check(_ name: String, holding text: String) -> InputVerdict? {
        guard let field = field(name) else { return nil }
        field.text = text
        return verdict(for: field)
    }
}
