import DemoSupport

/// What the travel scenario asks of a design: the ways to travel, and a plan for each.
protocol TravelDesign {
    var modes: [String] { get }
    func plan(_ mode: String, for trip: Trip) -> TravelPlan?
}

/// The strategy design: a `Journey` context given each concrete strategy in turn.
struct StrategyTravel: TravelDesign {
    /// Each way of travelling under the name the traveller uses for it.
    let strategies: [(mode: String, strategy: any TravelStrategy)]
    let transcript: Transcript

    private static var classes: [any TravelStrategy] { [Bicycle(), Car(), Train(), Airplane()] }

    static func classes(_ transcript: Transcript) -> StrategyTravel {
        StrategyTravel(strategies: classes.map { ($0.name, $0) }, transcript: transcript)
    }

    /// Variant `closures`: the same four ways as closures of one type, `ClosureTravel`.
    static func closures(_ transcript: Transcript) -> StrategyTravel {
        StrategyTravel(
            strategies: classes.map { way in
                (way.name, ClosureTravel(name: "\(way.name.lowercased()) closure", makePlan: way.plan(for:)))
            }, transcript: transcript)
    }

    var modes: [String] { strategies.map(\.mode) }

    func plan(_ mode: String, for trip: Trip) -> TravelPlan? {
        guard let strategy = strategies.first(where: { $0.mode == mode })?.strategy else { return nil }
        transcript.send("travel by \(mode)", from: "Traveller", to: "Journey")
        return Journey(trip: trip, strategy: strategy, transcript: transcript).plan()
    }
}

/// Variant `conditional`: one planner with a branch per way of travelling.
struct TripPlanner: TravelDesign {
    let transcript: Transcript
    let modes = ["Bicycle", "Car", "Train", "Airplane"]

    func plan(_ mode: String, for trip: Trip) -> TravelPlan? {
        transcript.send("plan(\(mode), for: \(trip.kilometres) km)", from: "Traveller", to: "TripPlanner")
        let km = trip.kilometres
        let plan: TravelPlan
        switch mode {
        case "Bicycle":
            plan = TravelPlan(dollars: 0, minutes: km * 4, effortMinutes: km * 4, changes: 0)
        case "Car":
            plan = TravelPlan(
                dollars: km * 15 / 100, minutes: km * 60 / 80, effortMinutes: km * 60 / 80, changes: 0)
        case "Train":
            plan = TravelPlan(dollars: 6 + km / 10, minutes: 30 + km / 2, effortMinutes: 0, changes: 1)
        case "Airplane":
            plan = TravelPlan(dollars: 90, minutes: 90 + km / 10, effortMinutes: 0, changes: 2)
        default:
            return nil
        }
        transcript.reply("switch case \(mode): \(plan.summary)", from: "TripPlanner", to: "Traveller")
        return plan
    }
}
