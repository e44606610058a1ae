import DemoSupport

/// The `travel` scenario, written once for every design: one trip by each way the design has; four ways to choose.
/// The first `shownInFull` ways are planned on the record; the rest are planned the same way off it, a
/// line says so, and only their plans are shown (the swap is the same handshake each time). The
/// exercise travel-bus shows every way, the student's Bus too.
func travel(
    with design: any TravelDesign, trip: Trip = Trip(from: "Home", to: "the coast", kilometres: 240),
    shownInFull: Int = .max, _ transcript: Transcript
) {
    let traveller = Participant.actor("Traveller")
    transcript.declare(traveller)
    transcript.heading(
        "\(trip.from) to \(trip.to), \(trip.kilometres) km: \(design.modes.joined(separator: ", "))")
    var options: [(option: String, plan: TravelPlan)] = []
    for (index, mode) in design.modes.enumerated() {
        let plan: TravelPlan?
        if index < shownInFull {
            plan = transcript.acting(as: traveller, { design.plan(mode, for: trip) })
        } else {
            if index == shownInFull {
                let rest = design.modes.dropFirst(shownInFull).joined(separator: " and ")
                transcript.note(
                    "\(rest): planned the same way, off the record here; only their plans are shown.")
            }
            plan = unrecorded { design.plan(mode, for: trip) }
        }
        guard let plan else { continue }
        options.append((mode, plan))
        transcript.result("\(mode): \(plan.summary)")
    }
    transcript.heading("The traveller chooses")
    let reasons: [(Criterion, String, (TravelPlan) -> String)] = [
        (.cost, "cheapest", { "$\($0.dollars)" }),
        (.time, "fastest", { TravelPlan.duration($0.minutes) }),
        (.tools, "fewest things to have", { "needs \($0.toolList)" }),
        (.convenience, "most convenient", { "\($0.inconvenience) minutes of effort and changes" }),
    ]
    for (criterion, label, detail) in reasons {
        guard let choice = criterion.best(of: options) else { continue }
        transcript.result("by \(criterion.rawValue), \(label): \(choice.option) (\(detail(choice.plan)))")
    }
}

/// The `travel-bus` exercise's scenario: the traveller weighs the ways `travelBusWays()` returns
/// (Exercises/TravelBus.swift) for the exercise's trip (ExerciseData/TravelBusData.swift). Until that
/// list has a way named Bus, a note says the exercise is not solved.
func travelBus(_ transcript: Transcript) {
    let ways = travelBusWays()
    if !ways.contains(where: { $0.traceName == "Bus" }) {
        transcript.note(
            "exercise travel-bus is not solved yet: travelBusWays() returns no Bus, so the traveller "
                + "weighs only \(ways.map(\.traceName).joined(separator: ", ")).")
    }
    travel(with: StrategyTravel(strategies: ways.map { ($0.traceName, $0) }), trip: travelBusTrip, transcript)
}
