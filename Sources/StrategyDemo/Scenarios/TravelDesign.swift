import DemoSupport

/// What the travel scenario asks of a design, so that one scenario runs on every design: the ways
/// to travel, and a plan for each. Its methods are the scenario's, not the app's: none is traced.
protocol TravelDesign {
    var modes: [String] { get }
    func plan(_ mode: String, for trip: Trip) -> TravelPlan?
}

/// The strategy design: one `Journey` context, given each concrete strategy in turn.
final class StrategyTravel: TravelDesign {
    /// Each way of travelling under the name the traveller uses for it.
    let strategies: [(mode: String, strategy: any TravelStrategy)]
    private var journey: Journey?

    init(strategies: [(mode: String, strategy: any TravelStrategy)]) {
        self.strategies = strategies
    }

    private static var ways: [any TravelStrategy] { [Bicycle(), Car(), Train(), Airplane()] }

    static func classes() -> StrategyTravel {
        StrategyTravel(strategies: ways.map { ($0.traceName, $0) })
    }

    /// Variant `closures`: the same four ways as closures of one type, `ClosureTravel`.
    static func closures() -> StrategyTravel {
        StrategyTravel(strategies: travelClosures())
    }

    var modes: [String] { strategies.map(\.mode) }

    /// The traveller makes the journey with the first way, then replaces its strategy.
    func plan(_ mode: String, for trip: Trip) -> TravelPlan? {
        guard let strategy = strategies.first(where: { $0.mode == mode })?.strategy else { return nil }
        if let journey {
            journey.strategy = strategy
        } else {
            journey = Journey(trip: trip, strategy: strategy)
        }
        return journey?.plan()
    }
}
