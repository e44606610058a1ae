import DemoSupport
import Testing

@testable import StrategyDemo

@Suite("Travel strategies")
struct TravelTests {
    let trip = Trip(from: "A", to: "B", kilometres: 240)

    @Test func eachStrategyPricesAndTimesTheSameTrip() {
        #expect(
            Bicycle().plan(for: trip) == TravelPlan(dollars: 0, minutes: 960, effortMinutes: 960, changes: 0))
        #expect(
            Car().plan(for: trip) == TravelPlan(dollars: 36, minutes: 180, effortMinutes: 180, changes: 0))
        #expect(
            Train().plan(for: trip) == TravelPlan(dollars: 30, minutes: 150, effortMinutes: 0, changes: 1))
        #expect(
            Airplane().plan(for: trip) == TravelPlan(dollars: 90, minutes: 114, effortMinutes: 0, changes: 2))
    }

    @Test func journeyUsesWhicheverStrategyItHolds() {
        let journey = Journey(trip: trip, strategy: Car())
        #expect(journey.plan().dollars == 36)
        journey.strategy = Train()
        #expect(journey.plan().dollars == 30)
    }

    @Test func eachCriterionPicksItsOwnWinner() {
        let ways: [any TravelStrategy] = [Bicycle(), Car(), Train(), Airplane()]
        let options = ways.map { (option: $0.traceName, plan: $0.plan(for: trip)) }
        #expect(Criterion.cost.best(of: options)?.option == "Bicycle")
        #expect(Criterion.time.best(of: options)?.option == "Airplane")
        #expect(Criterion.convenience.best(of: options)?.option == "Train")
    }

    @Test func aTieGoesToTheOptionListedFirst() {
        let same = TravelPlan(dollars: 1, minutes: 1, effortMinutes: 0, changes: 0)
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
