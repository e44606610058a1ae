import DemoSupport
import DemoTools

/// The patterns StrategyDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
/// Each picture is the textbook's: the Context beside its Strategy, the concrete strategies below it;
/// each scenario draws the concrete strategies it runs (`.only(in:)`), and `login`, the scenario of the
/// end-of-editing handshake, the fields' delegate with its weak back-reference.
let patterns = [
    Pattern(
        "Strategy, login field validation", folder: "Strategy/Login",
        scenarios: ["login", "swap", "extend", "login-confirm", "tradeoffs"],
        roles: [
            "Context": "CustomTextField", "Strategy": "InputTextField",
            "ConcreteStrategy":
                "LetterInput, NumberInput, AlphanumericInput, EmailInput, NotEmptyInput, PINInput",
            "Client": "main (picks each field's strategy)", "Delegate": "LoginController",
        ],
        classes: [
            "CustomTextField": .role("Context", "verdict()"),
            "InputTextField": .role("Strategy", "inputTextField(_:)"),
            "LetterInput, NumberInput, AlphanumericInput, NotEmptyInput, PINInput, ClosureInput":
                .role("ConcreteStrategy", "inputTextField(_:)"),
            "LoginController": .role("Delegate", "textFieldDidEndEditing(_:)"),
        ],
        structure: [
            .holds("CustomTextField", "InputTextField").pointing(.right),
            .calls("CustomTextField", "InputTextField", "inputTextField(_:)"),
            .conforms("LetterInput", to: "InputTextField").only(in: "login", "tradeoffs"),
            .conforms("NumberInput", to: "InputTextField").only(in: "login", "swap"),
            .conforms("AlphanumericInput", to: "InputTextField").only(in: "swap", "login-confirm"),
            .conforms("NotEmptyInput", to: "InputTextField").only(in: "extend", "tradeoffs"),
            .conforms("PINInput", to: "InputTextField").only(in: "extend", "tradeoffs"),
            .conforms("ClosureInput", to: "InputTextField").only(in: "tradeoffs"),
            .holds("LoginController", "CustomTextField").pointing(.right).only(in: "login", "login-confirm"),
            .calls("LoginController", "CustomTextField", "verdict()").only(in: "login", "login-confirm"),
            .weak("CustomTextField", "LoginController").pointing(.left).only(in: "login", "login-confirm"),
            .calls("CustomTextField", "LoginController", "textFieldDidEndEditing(_:)")
                .only(in: "login", "login-confirm"),
        ],
        variants: [
            "conditional": [
                .holds("ConditionalLoginController", "PlainTextField").pointing(.down),
                .takes("ConditionalLoginController", "PlainTextField", in: "verdict(for:)"),
                .weak("PlainTextField", "ConditionalLoginController").pointing(.up),
                .calls("PlainTextField", "ConditionalLoginController", "textFieldDidEndEditing(_:)"),
                .holds("PlainTextField", "Rule").pointing(.right),
            ],
            "closures": [
                .holds("CustomTextField", "InputTextField").pointing(.right),
                .calls("CustomTextField", "InputTextField", "inputTextField(_:)"),
                .conforms("ClosureInput", to: "InputTextField"),
                .holds("LoginController", "CustomTextField").pointing(.right).only(in: "login"),
                .weak("CustomTextField", "LoginController").pointing(.left).only(in: "login"),
                .calls("LoginController", "CustomTextField", "verdict()").only(in: "login"),
                .calls("CustomTextField", "LoginController", "textFieldDidEndEditing(_:)").only(in: "login"),
            ],
        ]),
    Pattern(
        "Strategy, travel", folder: "Strategy/Travel", scenarios: ["travel", "travel-bus"],
        classes: [
            "Journey": .role("Context", "plan()"), "TravelStrategy": .role("Strategy", "plan(for:)"),
            "Bicycle, Car, Train, Airplane": .role("ConcreteStrategy", "plan(for:)"),
        ],
        structure: [
            .holds("Journey", "TravelStrategy").pointing(.right),
            .calls("Journey", "TravelStrategy", "plan(for:)"), .holds("Journey", "Trip").pointing(.left),
            .conforms("Bicycle", to: "TravelStrategy"), .conforms("Car", to: "TravelStrategy"),
            .conforms("Train", to: "TravelStrategy"), .conforms("Airplane", to: "TravelStrategy"),
        ],
        variants: [
            "conditional": [.creates("TripPlanner", "TravelPlan").pointing(.right)],
            "closures": [
                .holds("Journey", "TravelStrategy").pointing(.right),
                .calls("Journey", "TravelStrategy", "plan(for:)"), .holds("Journey", "Trip").pointing(.left),
                .conforms("ClosureTravel", to: "TravelStrategy"),
            ],
        ]),
]
