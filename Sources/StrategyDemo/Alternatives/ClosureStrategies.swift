import DemoSupport

/// Variant `closures`, ConcreteStrategy made from a closure: Swift's answer to "one class per
/// strategy" (the article's third shortcoming). One type serves every rule.
struct ClosureInput: InputTextField {
    let traceName: String
    let check: (String) -> InputVerdict

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { check(textField.text) }
    }
}

/// Variant `closures`, ConcreteStrategy made from a closure: one type for every way of travelling.
struct ClosureTravel: TravelStrategy {
    let traceName: String
    let makePlan: (Trip) -> TravelPlan

    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) { makePlan(trip) }
    }
}
