import DemoSupport

/// A trip to be made; every travel strategy can make it, with different resources.
struct Trip: TraceValue {
    let from: String
    let to: String
    let kilometres: Int

    /// Short enough that a call taking a trip stays on one line: `Trip(Home → the coast, 240 km)`.
    var traceText: String { "Trip(\(from) → \(to), \(kilometres) km)" }
}

/// What one way of travelling costs. Money in whole dollars, time in minutes.
struct TravelPlan: Equatable {
    let dollars: Int
    let minutes: Int
    /// Minutes the traveller drives or pedals.
    let effortMinutes: Int
    /// Times the traveller changes vehicle or passes a terminal.
    let changes: Int
    /// What the traveller must have before setting off (the article's "tools"); a fare buys the rest.
    let tools: [String]

    /// Lower is more convenient: effort plus half an hour for each change.
    var inconvenience: Int { effortMinutes + 30 * changes }
}

/// Strategy: one way of travelling (the article's travel example).
protocol TravelStrategy: Traced, TraceValue {
    func plan(for trip: Trip) -> TravelPlan
}

/// ConcreteStrategy: free, slow, all effort (15 km/h), and you need a bicycle.
struct Bicycle: TravelStrategy {
    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) {
            let minutes = trip.kilometres * 60 / 15
            return TravelPlan(
                dollars: 0, minutes: minutes, effortMinutes: minutes, changes: 0, tools: ["a bicycle"])
        }
    }
}

/// ConcreteStrategy: fuel at 15 cents a kilometre, 80 km/h; you drive, so you need a car and a licence.
struct Car: TravelStrategy {
    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) {
            let minutes = trip.kilometres * 60 / 80
            return TravelPlan(
                dollars: trip.kilometres * 15 / 100, minutes: minutes, effortMinutes: minutes, changes: 0,
                tools: ["a car", "a driving licence"])
        }
    }
}

/// ConcreteStrategy: a $6 fare plus 10 cents a kilometre, 120 km/h, half an hour to the station;
/// the fare is all you need.
struct Train: TravelStrategy {
    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) {
            TravelPlan(
                dollars: 6 + trip.kilometres / 10, minutes: 30 + trip.kilometres * 60 / 120, effortMinutes: 0,
                changes: 1, tools: [])
        }
    }
}

/// ConcreteStrategy: a $90 ticket, 600 km/h, an hour and a half through two terminals, and an
/// identity card to pass them.
struct Airplane: TravelStrategy {
    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) {
            TravelPlan(
                dollars: 90, minutes: 90 + trip.kilometres * 60 / 600, effortMinutes: 0, changes: 2,
                tools: ["an identity card"])
        }
    }
}
