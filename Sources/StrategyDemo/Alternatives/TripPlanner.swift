import DemoSupport

/// Variant `conditional`: one planner with a branch per way of travelling.
struct TripPlanner: TravelDesign, Traced {
    let modes = ["Bicycle", "Car", "Train", "Airplane"]

    func plan(_ mode: String, for trip: Trip) -> TravelPlan? {
        traced(mode, trip) {
            let km = trip.kilometres
            selfMessage("switch mode: case \(quoted(mode))")
            switch mode {
            case "Bicycle":
                return TravelPlan(
                    dollars: 0, minutes: km * 4, effortMinutes: km * 4, changes: 0, tools: ["a bicycle"])
            case "Car":
                return TravelPlan(
                    dollars: km * 15 / 100, minutes: km * 60 / 80, effortMinutes: km * 60 / 80, changes: 0,
                    tools: ["a car", "a driving licence"])
            case "Train":
                return TravelPlan(
                    dollars: 6 + km / 10, minutes: 30 + km / 2, effortMinutes: 0, changes: 1, tools: [])
            case "Airplane":
                return TravelPlan(
                    dollars: 90, minutes: 90 + km / 10, effortMinutes: 0, changes: 2,
                    tools: ["an identity card"])
            default:
                return nil
            }
        }
    }
}
