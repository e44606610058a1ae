import DemoSupport
import DemoTools

/// StrategyDemo: the "iOS Policy Patterns" article (ios-policy-patterns.md) as scenarios.
let demo = Demo(
    name: "StrategyDemo",
    title: "Strategy for login field validation and travel (ios-policy-patterns.md)",
    patterns: patterns,
    scenarios: [
        Scenario(
            "login", purpose: "Two CustomTextFields validate with their own strategies; no branch per field.",
            roles: loginRoles(concrete: "LetterInput, NumberInput")
        ) { login(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional", purpose: "The article's starting point: one if/else handler knows every rule.",
            roles: conditionalRoles
        ) { login(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "Swift closures as lightweight strategies of one type.",
            roles: loginRoles(concrete: "ClosureInput (letters closure, digits closure)")
        ) { login(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "swap", purpose: "A field's strategy replaced at run time: the same text, another verdict.",
            roles: loginRoles(concrete: "NumberInput, then AlphanumericInput")
        ) { swap(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional",
            purpose: "The if/else handler: the field's kind changes, the controller's chain decides.",
            roles: conditionalRoles
        ) { swap(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "The rules are closures, not types.",
            roles: loginRoles(concrete: "ClosureInput (digits closure, then alphanumeric closure)")
        ) { swap(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "extend",
            purpose:
                "A PIN rule written later: one new strategy type; the field and its delegate unchanged.",
            roles: loginRoles(concrete: "NotEmptyInput, then PINInput (the new type)")
        ) { extend(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional",
            purpose:
                "The PIN in the if/else handler: a new kind and a new branch in the controller's chain.",
            roles: conditionalRoles
        ) { extend(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "The PIN rule as one more closure of the same type.",
            roles: loginRoles(concrete: "ClosureInput (not-empty closure, then PIN closure: no new type)")
        ) { extend(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "login-confirm",
            purpose:
                "Exercise: a repeat-password strategy that holds the field it must match.",
            roles: loginRoles(
                concrete: "AlphanumericInput, and what repeatPasswordStrategy(matching:) returns")
        ) { confirm($0) }
        .exercise(),

        Scenario(
            "travel",
            purpose:
                "One trip, four ways to travel; the traveller picks by cost, time, tools or convenience.",
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
            "travel-bus",
            purpose:
                "Exercise: a fifth way to travel, Bus; Journey and the four ways unchanged.",
            roles: [
                "Context": "Journey", "Strategy": "TravelStrategy",
                "ConcreteStrategy": "the ways travelBusWays() returns (Exercises/TravelBus.swift)",
                "Client": travelClient,
            ]
        ) { travelBus($0) }
        .exercise(),

        Scenario(
            "tradeoffs", purpose: "The article's three shortcomings of Strategy, shown in behaviour.",
            roles: loginRoles(concrete: "LetterInput, PINInput, NotEmptyInput, ClosureInput")
        ) { tradeoffs($0) },
    ]
)

private func loginRoles(concrete: String) -> KeyValuePairs<String, String> {
    [
        "Context": "CustomTextField", "Strategy": "InputTextField", "ConcreteStrategy": concrete,
        "Client": "main (sets up the screen: picks each field's strategy)",
        "Delegate": "LoginController (asks the field whose editing ended; names no rule)",
    ]
}

private let conditionalRoles: KeyValuePairs<String, String> = [
    "Conditional logic":
        "ConditionalLoginController (a branch per field kind, then a catch-all else)",
    "Fields": "PlainTextField (text and a kind, no behaviour)",
]

/// The traveller who picks a way is the scenario itself.
private let travelClient = "Traveller (travel(with:) in TravelScenario.swift)"
