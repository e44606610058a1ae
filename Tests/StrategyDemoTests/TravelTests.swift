import DemoSupport
import Testing

@testable import StrategyDemo

@Suite("Travel strategies")
struct TravelTests {
    let trip = Trip(from: "A", to: "B", kilometres: 240)

    @Test func eachStrategyPricesAndTimesTheSameTrip() {
        let ways: [any TravelStrategy] = [Bicycle(), Car(), Train(), Airplane()]
        #expect(
            ways.map { $0.plan(for: trip).summary } == [
                "$0, 16 h 00 min, 16 h 00 min driving or pedalling, no change, needs a bicycle",
                "$36, 3 h 00 min, 3 h 00 min driving or pedalling, no change, needs a car and a driving licence",
                "$30, 2 h 30 min, no driving or pedalling, 1 change, needs nothing",
                "$90, 1 h 54 min, no driving or pedalling, 2 changes, needs an identity card",
            ])
    }

    @Test func journeyUsesWhicheverStrategyItHolds() {
        let journey = Journey(trip: trip, strategy: Car())
        #expect(journey.plan().dollars == 36)
        journey.strategy = Train()
        #expect(journey.plan().dollars == 30)
    }

    @Test func eachCriterionPicksByItsOwnMeasure() {
        let ways: [any TravelStrategy] = [Bicycle(), Car(), Train(), Airplane()]
        let options = ways.map { (option: $0.traceName, plan: $0.plan(for: trip)) }
        #expect(
            Criterion.allCases.map { $0.best(of: options)?.option } == [
                "Bicycle", "Airplane", "Train", "Train",
            ])
    }

    @Test func aTieGoesToTheOptionListedFirst() {
        let same = TravelPlan(dollars: 1, minutes: 1, effortMinutes: 0, changes: 0, tools: [])
        #expect(Criterion.cost.best(of: [("first", same), ("second", same)])?.option == "first")
        #expect(Criterion.cost.best(of: [(option: String, plan: TravelPlan)]()) == nil)
    }

    @Test(arguments: [0, 1, 7, 240, 1000])
    func everyDesignPlansAlike(kilometres: Int) {
        let trip = Trip(from: "A", to: "B", kilometres: kilometres)
        let designs: [any TravelDesign] = [
            StrategyTravel.classes(), StrategyTravel.closures(), TripPlanner(),
        ]
        for mode in ["Bicycle", "Car", "Train", "Airplane"] {
            let plans = designs.map { $0.plan(mode, for: trip) }
            #expect(plans.allSatisfy { $0 != nil && $0 == plans[0] }, "\(mode) at \(kilometres) km")
        }
        #expect(designs.allSatisfy { $0.plan("Rocket", for: trip) == nil })
    }

    @Test func durationsReadAsHoursAndMinutes() {
        #expect(TravelPlan.duration(114) == "1 h 54 min")
        #expect(TravelPlan.duration(960) == "16 h 00 min")
        #expect(TravelPlan.duration(5) == "0 h 05 min")
    }
}
