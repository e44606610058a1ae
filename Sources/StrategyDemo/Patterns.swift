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
            .role("Context", CustomTextField.self, "verdict()"),
            .role("Strategy", (any InputTextField).self, "inputTextField(_:)"),
            .role(
                "ConcreteStrategy",
                [
                    LetterInput.self, NumberInput.self, AlphanumericInput.self, NotEmptyInput.self,
                    PINInput.self, ClosureInput.self,
                ], "inputTextField(_:)"),
            .role("Delegate", LoginController.self, "textFieldDidEndEditing(_:)"),
        ],
        structure: [
            .holds(CustomTextField.self, (any InputTextField).self).pointing(.right),
            .calls(CustomTextField.self, (any InputTextField).self, "inputTextField(_:)"),
            .conforms(LetterInput.self, to: (any InputTextField).self) { $0 }.only(in: "login", "tradeoffs"),
            .conforms(NumberInput.self, to: (any InputTextField).self) { $0 }.only(in: "login", "swap"),
            .conforms(AlphanumericInput.self, to: (any InputTextField).self) { $0 }.only(
                in: "swap", "login-confirm"),
            .conforms(NotEmptyInput.self, to: (any InputTextField).self) { $0 }.only(
                in: "extend", "tradeoffs"),
            .conforms(PINInput.self, to: (any InputTextField).self) { $0 }.only(in: "extend", "tradeoffs"),
            .conforms(ClosureInput.self, to: (any InputTextField).self) { $0 }.only(in: "tradeoffs"),
            .holds(LoginController.self, CustomTextField.self).pointing(.right).only(
                in: "login", "login-confirm"),
            .calls(LoginController.self, CustomTextField.self, "verdict()").only(
                in: "login", "login-confirm"),
            .weak(CustomTextField.self, LoginController.self).pointing(.left).only(
                in: "login", "login-confirm"),
            .calls(CustomTextField.self, LoginController.self, "textFieldDidEndEditing(_:)")
                .only(in: "login", "login-confirm"),
        ],
        variants: [
            "conditional": [
                .holds(ConditionalLoginController.self, ConditionalLoginController.PlainTextField.self)
                    .pointing(.down),
                .takes(
                    ConditionalLoginController.self, ConditionalLoginController.PlainTextField.self,
                    in: "verdict(for:)"),
                .weak(ConditionalLoginController.PlainTextField.self, ConditionalLoginController.self)
                    .pointing(.up),
                .calls(
                    ConditionalLoginController.PlainTextField.self, ConditionalLoginController.self,
                    "textFieldDidEndEditing(_:)"),
                .holds(ConditionalLoginController.PlainTextField.self, Rule.self).pointing(.right),
            ],
            "closures": [
                .holds(CustomTextField.self, (any InputTextField).self).pointing(.right),
                .calls(CustomTextField.self, (any InputTextField).self, "inputTextField(_:)"),
                .conforms(ClosureInput.self, to: (any InputTextField).self) { $0 },
                .holds(LoginController.self, CustomTextField.self).pointing(.right).only(in: "login"),
                .weak(CustomTextField.self, LoginController.self).pointing(.left).only(in: "login"),
                .calls(LoginController.self, CustomTextField.self, "verdict()").only(in: "login"),
                .calls(CustomTextField.self, LoginController.self, "textFieldDidEndEditing(_:)").only(
                    in: "login"),
            ],
        ]),
    Pattern(
        "Strategy, travel", folder: "Strategy/Travel", scenarios: ["travel", "travel-bus"],
        classes: [
            .role("Context", Journey.self, "plan()"),
            .role("Strategy", (any TravelStrategy).self, "plan(for:)"),
            .role("ConcreteStrategy", [Bicycle.self, Car.self, Train.self, Airplane.self], "plan(for:)"),
        ],
        structure: [
            .holds(Journey.self, (any TravelStrategy).self).pointing(.right),
            .calls(Journey.self, (any TravelStrategy).self, "plan(for:)"),
            .holds(Journey.self, Trip.self).pointing(.left),
            .conforms(Bicycle.self, to: (any TravelStrategy).self) { $0 },
            .conforms(Car.self, to: (any TravelStrategy).self) { $0 },
            .conforms(Train.self, to: (any TravelStrategy).self) { $0 },
            .conforms(Airplane.self, to: (any TravelStrategy).self) { $0 },
        ],
        variants: [
            "conditional": [.creates(TripPlanner.self, TravelPlan.self).pointing(.right)],
            "closures": [
                .holds(Journey.self, (any TravelStrategy).self).pointing(.right),
                .calls(Journey.self, (any TravelStrategy).self, "plan(for:)"),
                .holds(Journey.self, Trip.self).pointing(.left),
                .conforms(ClosureTravel.self, to: (any TravelStrategy).self) { $0 },
            ],
        ]),
]
