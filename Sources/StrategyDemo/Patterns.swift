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
            Login.context, Login.strategy,
            Login.concrete.by(
                LetterInput.self, NumberInput.self, AlphanumericInput.self, EmailInput.self,
                NotEmptyInput.self,
                PINInput.self),
            Login.client, Login.delegate,
        ],
        classes: [Login.context, Login.strategy, Login.concrete, Login.delegate],
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
        classes: [Travel.context, Travel.strategy, Travel.concrete],
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

/// The login pattern's roles, each declared once: the class diagrams draw them, `--list` and the
/// scenarios' Roles blocks name them (a scenario with the types it runs, or a note).
enum Login {
    static let context = ClassRole.role("Context", CustomTextField.self, "verdict()")
    static let strategy = ClassRole.role("Strategy", (any InputTextField).self, "inputTextField(_:)")
    static let concrete = ClassRole.role(
        "ConcreteStrategy",
        [
            LetterInput.self, NumberInput.self, AlphanumericInput.self, NotEmptyInput.self, PINInput.self,
            ClosureInput.self,
        ], "inputTextField(_:)")
    static let client = Role("Client", "main (sets up the screen: picks each field's strategy)")
    static let delegate = ClassRole.role("Delegate", LoginController.self, "textFieldDidEndEditing(_:)")
    /// The variant designs' `conditional`: one handler with a branch per field kind.
    static let conditional: [any RoleShown] = [
        ClassRole.role("Conditional logic", ConditionalLoginController.self)
            .note("a branch per field kind, then a catch-all else"),
        ClassRole.role("Fields", ConditionalLoginController.PlainTextField.self).note(
            "text and a kind, no behaviour"),
    ]

    /// The roles of a login scenario whose concrete strategies are `concrete`.
    static func roles(_ concrete: ClassRole) -> [any RoleShown] {
        [
            context, strategy, concrete, client,
            delegate.note("asks the field whose editing ended; names no rule"),
        ]
    }
}

/// The travel pattern's roles, each declared once.
enum Travel {
    static let context = ClassRole.role("Context", Journey.self, "plan()")
    static let strategy = ClassRole.role("Strategy", (any TravelStrategy).self, "plan(for:)")
    static let concrete = ClassRole.role(
        "ConcreteStrategy", [Bicycle.self, Car.self, Train.self, Airplane.self], "plan(for:)")
    /// The traveller who picks a way is the scenario itself.
    static let client = Role("Client", "Traveller (travel(with:) in TravelScenario.swift)")
}
