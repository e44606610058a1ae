import DemoSupport

/// The patterns StrategyDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
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
            "CustomTextField": .role("Context", "endEditing(with:)", "verdict()"),
            "InputTextField": .role("Strategy", "inputTextField(_:)"),
            "LetterInput, NumberInput, AlphanumericInput, EmailInput, NotEmptyInput, PINInput":
                .role("ConcreteStrategy", "inputTextField(_:)"),
            "LoginController": .role("Delegate", "addField(_:strategy:)", "textFieldDidEndEditing(_:)"),
        ],
        structure: [
            .holds("CustomTextField", "InputTextField"),
            .calls("CustomTextField", "InputTextField", "inputTextField(_:)"),
            .conforms("LetterInput", to: "InputTextField"),
            .conforms("NumberInput", to: "InputTextField"),
            .conforms("AlphanumericInput", to: "InputTextField"),
            .conforms("EmailInput", to: "InputTextField"), .conforms("NotEmptyInput", to: "InputTextField"),
            .conforms("PINInput", to: "InputTextField"), .creates("LoginController", "CustomTextField"),
            .holds("LoginController", "CustomTextField"), .weak("CustomTextField", "LoginController"),
            .calls("CustomTextField", "LoginController", "textFieldDidEndEditing(_:)"),
            .calls("LoginController", "CustomTextField", "verdict()"),
        ],
        variants: [
            "conditional": [.holds("ConditionalLoginController", "PlainTextField")],
            "closures": [
                .holds("CustomTextField", "InputTextField"),
                .calls("CustomTextField", "InputTextField", "inputTextField(_:)"),
                .conforms("ClosureInput", to: "InputTextField"),
                .creates("LoginController", "CustomTextField"), .holds("LoginController", "CustomTextField"),
                .weak("CustomTextField", "LoginController"),
            ],
        ]),
    Pattern(
        "Strategy, travel", folder: "Strategy/Travel", scenarios: ["travel", "travel-bus"],
        classes: [
            "Journey": .role("Context", "plan()"), "TravelStrategy": .role("Strategy", "plan(for:)"),
            "Bicycle, Car, Train, Airplane": .role("ConcreteStrategy", "plan(for:)"),
        ],
        structure: [
            .holds("Journey", "TravelStrategy"), .calls("Journey", "TravelStrategy", "plan(for:)"),
            .holds("Journey", "Trip"),
            .conforms("Bicycle", to: "TravelStrategy"), .conforms("Car", to: "TravelStrategy"),
            .conforms("Train", to: "TravelStrategy"), .conforms("Airplane", to: "TravelStrategy"),
        ],
        variants: [
            "conditional": [.creates("TripPlanner", "TravelPlan")],
            "closures": [
                .holds("Journey", "TravelStrategy"), .calls("Journey", "TravelStrategy", "plan(for:)"),
                .holds("Journey", "Trip"),
                .conforms("ClosureTravel", to: "TravelStrategy"),
            ],
        ]),
]
