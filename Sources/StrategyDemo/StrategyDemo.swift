import DemoSupport

/// StrategyDemo: the "iOS Policy Patterns" article (ios-policy-patterns.md) as scenarios.
let demo = Demo(
    name: "StrategyDemo",
    title: "Strategy for login field validation and travel (iOS Policy Patterns, ios-policy-patterns.md)",
    scenarios: [
        Scenario(
            "login", purpose: "Two CustomTextFields validate with their own strategies; no branch per field.",
            roles: loginRoles(concrete: "LetterInput, NumberInput")
        ) { login(on: LoginController(), $0) }
        .variant(
            "conditional", purpose: "The article's starting point: one if/else handler knows every rule.",
            roles: conditionalRoles
        ) { login(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "Swift closures as lightweight strategies of one type.",
            roles: loginRoles(concrete: "ClosureInput (letters closure, digits closure)")
        ) { login(on: LoginController(strategies: LoginController.closure(for:)), $0) },

        Scenario(
            "swap",
            purpose: "A strategy replaced at run time; a new strategy added without touching the context.",
            roles: loginRoles(concrete: "NumberInput, AlphanumericInput, EmailInput")
        ) { swap(on: LoginController(), $0) }
        .variant(
            "conditional", purpose: "The if/else handler: a new rule means a new branch in the controller.",
            roles: conditionalRoles
        ) { swap(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "The new rules are new closures, not new types.",
            roles: loginRoles(concrete: "ClosureInput (digits, alphanumeric and e-mail closures)")
        ) { swap(on: LoginController(strategies: LoginController.closure(for:)), $0) },

        Scenario(
            "travel",
            purpose:
                "One trip by bicycle, car, train or airplane; the traveller picks by cost, time or convenience.",
            roles: [
                "Context": "Journey", "Strategy": "TravelStrategy",
                "ConcreteStrategy": "Bicycle, Car, Train, Airplane", "Client": travelClient,
            ]
        ) { travel(with: StrategyTravel.classes(), $0) }
        .variant(
            "conditional", purpose: "One planner with a switch over the ways of travelling.",
            roles: [
                "Conditional logic": "TripPlanner (a switch case per way)",
                "Client": travelClient,
            ]
        ) { travel(with: TripPlanner(), $0) }
        .variant(
            "closures", purpose: "The four ways as closures of one type.",
            roles: [
                "Context": "Journey", "Strategy": "TravelStrategy",
                "ConcreteStrategy": "ClosureTravel (bicycle, car, train and airplane closures)",
                "Client": travelClient,
            ]
        ) { travel(with: StrategyTravel.closures(), $0) },

        Scenario(
            "tradeoffs", purpose: "The article's three shortcomings of Strategy, shown in behaviour.",
            roles: loginRoles(concrete: "LetterInput, NumberInput, NotEmptyInput, ClosureInput")
        ) { tradeoffs($0) },
    ]
)

private func loginRoles(concrete: String) -> KeyValuePairs<String, String> {
    [
        "Context": "CustomTextField", "Strategy": "InputTextField", "ConcreteStrategy": concrete,
        "Client": "LoginController",
    ]
}

private let conditionalRoles: KeyValuePairs<String, String> = [
    "Conditional logic": "LoginController (an if/else branch per rule)",
    "Fields": "PlainTextField (text and a kind, no behaviour)",
]

/// The traveller who picks a way is the scenario itself.
private let travelClient = "Traveller (travel(with:) in TravelScenario.swift)"
