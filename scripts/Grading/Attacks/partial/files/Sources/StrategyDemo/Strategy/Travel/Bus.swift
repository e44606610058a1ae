import DemoSupport

/// ConcreteStrategy (exercise travel-bus): a $2 fare plus 5 cents a kilometre, 60 km/h after 15
/// minutes at the stop in front of the house; no driving, no change, and the fare is all you need.
struct Bus: TravelStrategy {
    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) {
            TravelPlan(
                dollars: 2 + trip.kilometres * 5 / 100, minutes: 15 + trip.kilometres, effortMinutes: 0,
                changes: 0, tools: [])
        }
    }
}
