/// A trip to be made; every travel strategy can make it, with different resources.
struct Trip {
    let from: String
    let to: String
    let kilometres: Int
}

/// What one way of travelling costs. Money in whole dollars, time in minutes.
struct TravelPlan: Equatable {
    let dollars: Int
    let minutes: Int
    /// Minutes the traveller drives or pedals.
    let effortMinutes: Int
    /// Times the traveller changes vehicle or passes a terminal.
    let changes: Int

    /// Lower is more convenient: effort plus half an hour for each change.
    var inconvenience: Int { effortMinutes + 30 * changes }
}

/// Strategy: one way of travelling (the article's travel example).
protocol TravelStrategy {
    var name: String { get }
    func plan(for trip: Trip) -> TravelPlan
}

/// ConcreteStrategy: free, slow, and all effort (15 km/h).
struct Bicycle: TravelStrategy {
    let name = "Bicycle"
    func plan(for trip: Trip) -> TravelPlan {
        let minutes = trip.kilometres * 60 / 15
        return TravelPlan(dollars: 0, minutes: minutes, effortMinutes: minutes, changes: 0)
    }
}

/// ConcreteStrategy: fuel at 15 cents a kilometre, 80 km/h, and you drive.
struct Car: TravelStrategy {
    let name = "Car"
    func plan(for trip: Trip) -> TravelPlan {
        let minutes = trip.kilometres * 60 / 80
        return TravelPlan(
            dollars: trip.kilometres * 15 / 100, minutes: minutes, effortMinutes: minutes, changes: 0)
    }
}

/// ConcreteStrategy: a $6 fare plus 10 cents a kilometre, 120 km/h, half an hour to the station.
struct Train: TravelStrategy {
    let name = "Train"
    func plan(for trip: Trip) -> TravelPlan {
        TravelPlan(
            dollars: 6 + trip.kilometres / 10, minutes: 30 + trip.kilometres * 60 / 120, effortMinutes: 0,
            changes: 1)
    }
}

/// ConcreteStrategy: a $90 ticket, 600 km/h, an hour and a half through two terminals.
struct Airplane: TravelStrategy {
    let name = "Airplane"
    func plan(for trip: Trip) -> TravelPlan {
        TravelPlan(dollars: 90, minutes: 90 + trip.kilometres * 60 / 600, effortMinutes: 0, changes: 2)
    }
}

/// ConcreteStrategy made from a closure (variant `closures`).
struct ClosureTravel: TravelStrategy {
    let name: String
    let makePlan: (Trip) -> TravelPlan
    func plan(for trip: Trip) -> TravelPlan { makePlan(trip) }
}
