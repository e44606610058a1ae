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
            roles: Login.roles(Login.concrete.by(LetterInput.self, NumberInput.self))
        ) { login(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional", purpose: "The article's starting point: one if/else handler knows every rule.",
            roles: Login.conditional
        ) { login(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "Swift closures as lightweight strategies of one type.",
            roles: Login.roles(Login.concrete.by(ClosureInput.self).note("letters closure, digits closure"))
        ) { login(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "swap", purpose: "A field's strategy replaced at run time: the same text, another verdict.",
            roles: Login.roles(
                Login.concrete.by(NumberInput.self, AlphanumericInput.self, separator: ", then "))
        ) { swap(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional",
            purpose: "The if/else handler: the field's kind changes, the controller's chain decides.",
            roles: Login.conditional
        ) { swap(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "The rules are closures, not types.",
            roles: Login.roles(
                Login.concrete.by(ClosureInput.self).note("digits closure, then alphanumeric closure"))
        ) { swap(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "extend",
            purpose:
                "A PIN rule written later: one new strategy type; the field and its delegate unchanged.",
            roles: Login.roles(
                Login.concrete.by(NotEmptyInput.self, PINInput.self, separator: ", then ").note(
                    "the new type"))
        ) { extend(on: StrategyLoginScreen(), $0) }
        .variant(
            "conditional",
            purpose:
                "The PIN in the if/else handler: a new kind and a new branch in the controller's chain.",
            roles: Login.conditional
        ) { extend(on: ConditionalLoginController(), $0) }
        .variant(
            "closures", purpose: "The PIN rule as one more closure of the same type.",
            roles: Login.roles(
                Login.concrete.by(ClosureInput.self).note("not-empty closure, then PIN closure: no new type"))
        ) { extend(on: StrategyLoginScreen(pick: closure(for:)), $0) },

        Scenario(
            "login-confirm",
            purpose:
                "Exercise: a repeat-password strategy that holds the field it must match.",
            roles: Login.roles(
                Login.concrete.by(AlphanumericInput.self).said(
                    ", and what repeatPasswordStrategy(matching:) returns"))
        ) { confirm($0) }
        .exercise(),

        Scenario(
            "travel",
            purpose:
                "One trip, four ways to travel; the traveller picks by cost, time, tools or convenience.",
            roles: [Travel.context, Travel.strategy, Travel.concrete, Travel.client]
        ) { travel(with: StrategyTravel.classes(), shownInFull: 2, $0) }
        .variant(
            "conditional", purpose: "One planner with a switch over the ways of travelling.",
            roles: [
                ClassRole.role("Conditional logic", TripPlanner.self).note("a switch case per way"),
                Travel.client,
            ]
        ) { travel(with: TripPlanner(), shownInFull: 2, $0) }
        .variant(
            "closures", purpose: "The four ways as closures of one type.",
            roles: [
                Travel.context, Travel.strategy,
                Travel.concrete.by(ClosureTravel.self).note("bicycle, car, train and airplane closures"),
                Travel.client,
            ]
        ) { travel(with: StrategyTravel.closures(), shownInFull: 2, $0) },

        Scenario(
            "travel-bus",
            purpose:
                "Exercise: a fifth way to travel, Bus; Journey and the four ways unchanged.",
            roles: [
                Travel.context, Travel.strategy,
                Role("ConcreteStrategy", "the ways travelBusWays() returns (Exercises/TravelBus.swift)"),
                Travel.client,
            ]
        ) { travelBus($0) }
        .exercise(),

        Scenario(
            "tradeoffs", purpose: "The article's three shortcomings of Strategy, shown in behaviour.",
            roles: Login.roles(
                Login.concrete.by(LetterInput.self, PINInput.self, NotEmptyInput.self, ClosureInput.self))
        ) { tradeoffs($0) },
    ]
)
