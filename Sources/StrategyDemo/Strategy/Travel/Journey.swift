import DemoSupport

/// Context: a journey made with whichever travel strategy it is given.
final class Journey: Traced {
    let trip: Trip
    /// The strategy; the traveller may replace it before planning again.
    var strategy: any TravelStrategy {
        didSet { tracedSet(strategy) }
    }

    init(trip: Trip, strategy: any TravelStrategy) {
        self.trip = trip
        self.strategy = strategy
        tracedInit(trip, strategy)
    }

    func plan() -> TravelPlan {
        traced { strategy.plan(for: trip) }
    }
}

/// The client's reasons for choosing: the article names cost, time, tools and convenience.
enum Criterion: String, CaseIterable {
    case cost
    case time
    case tools
    case convenience

    /// Lower is better: dollars, minutes, things to have, minutes of effort and changes.
    func key(_ plan: TravelPlan) -> Int {
        switch self {
        case .cost: plan.dollars
        case .time: plan.minutes
        case .tools: plan.tools.count
        case .convenience: plan.inconvenience
        }
    }

    /// The best option by this criterion; a tie goes to the option listed first.
    func best<Option>(of options: [(option: Option, plan: TravelPlan)]) -> (option: Option, plan: TravelPlan)?
    {
        guard var best = options.first else { return nil }
        for candidate in options.dropFirst() where key(candidate.plan) < key(best.plan) {
            best = candidate
        }
        return best
    }
}

extension TravelPlan: TraceValue {
    /// A plan as a returned value: its price and duration (`$0, 16 h 00 min`).
    var traceText: String { "$\(dollars), \(Self.duration(minutes))" }

    /// `$36, 3 h 00 min, 3 h 00 min of effort, no change, needs a car and a driving licence`; effort is
    /// time spent driving or pedalling.
    var summary: String {
        let effort = effortMinutes == 0 ? "no effort" : "\(Self.duration(effortMinutes)) of effort"
        let changes = changes == 0 ? "no change" : changes == 1 ? "1 change" : "\(changes) changes"
        return "$\(dollars), \(Self.duration(minutes)), \(effort), \(changes), needs \(toolList)"
    }

    /// `a car and a driving licence`, or `nothing`.
    var toolList: String {
        guard let last = tools.last else { return "nothing" }
        return tools.count == 1 ? last : "\(tools.dropLast().joined(separator: ", ")) and \(last)"
    }

    static func duration(_ minutes: Int) -> String {
        let rest = minutes % 60
        return "\(minutes / 60) h \(rest < 10 ? "0" : "")\(rest) min"
    }
}
