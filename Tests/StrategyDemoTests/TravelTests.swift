import DemoSupport
import TestSupport
import XCTest

@testable import StrategyDemo

final class TravelTests: XCTestCase {
    let trip = Trip(from: "A", to: "B", kilometres: 240)

    func testEachStrategyPricesAndTimesTheSameTrip() {
        let ways: [any TravelStrategy] = [Bicycle(), Car(), Train(), Airplane()]
        assertSameElements(
            ways.map { $0.plan(for: trip).summary },
            [
                "$0, 16 h 00 min, 16 h 00 min of effort, no change, needs a bicycle",
                "$36, 3 h 00 min, 3 h 00 min of effort, no change, needs a car and a driving licence",
                "$30, 2 h 30 min, no effort, 1 change, needs nothing",
                "$90, 1 h 54 min, no effort, 2 changes, needs an identity card",
            ])
    }

    func testJourneyUsesWhicheverStrategyItHolds() {
        let journey = Journey(trip: trip, strategy: Car())
        XCTAssertEqual(journey.plan().dollars, 36)
        journey.strategy = Train()
        XCTAssertEqual(journey.plan().dollars, 30)
    }

    func testEachCriterionPicksByItsOwnMeasure() {
        let ways: [any TravelStrategy] = [Bicycle(), Car(), Train(), Airplane()]
        let options = ways.map { (option: $0.traceName, plan: $0.plan(for: trip)) }
        assertSameElements(
            Criterion.allCases.map { $0.best(of: options)?.option },
            [
                "Bicycle", "Airplane", "Train", "Train",
            ])
    }

    func testATieGoesToTheOptionListedFirst() {
        let same = TravelPlan(dollars: 1, minutes: 1, effortMinutes: 0, changes: 0, tools: [])
        XCTAssertEqual(Criterion.cost.best(of: [("first", same), ("second", same)])?.option, "first")
        XCTAssertNil(Criterion.cost.best(of: [(option: String, plan: TravelPlan)]()))
    }

    func testEveryDesignPlansAlike() {
        for kilometres in [0, 1, 7, 240, 1000] {
            let trip = Trip(from: "A", to: "B", kilometres: kilometres)
            let designs: [any TravelDesign] = [
                StrategyTravel.classes(), StrategyTravel.closures(), TripPlanner(),
            ]
            for mode in ["Bicycle", "Car", "Train", "Airplane"] {
                let plans = designs.map { $0.plan(mode, for: trip) }
                XCTAssert(plans.allSatisfy { $0 != nil && $0 == plans[0] }, "\(mode) at \(kilometres) km")
            }
            XCTAssert(designs.allSatisfy { $0.plan("Rocket", for: trip) == nil })
        }
    }

    func testDurationsReadAsHoursAndMinutes() {
        assertSameLines(TravelPlan.duration(114), "1 h 54 min")
        assertSameLines(TravelPlan.duration(960), "16 h 00 min")
        assertSameLines(TravelPlan.duration(5), "0 h 05 min")
    }
}
