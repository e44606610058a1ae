import DemoSupport

/// The `travel` scenario, written once for every design: one trip by each way the design has; four ways to choose.
func travel(with design: any TravelDesign, _ transcript: Transcript) {
    transcript.declare(.actor("Traveller"))
    let trip = Trip(from: "School", to: "the lake", kilometres: 90)
    transcript.heading(
        "\(trip.from) to \(trip.to), \(trip.kilometres) km: \(design.modes.joined(separator: ", "))")
    var options: [(option: String, plan: TravelPlan)] = []
    for mode in design.modes {
        guard let plan = design.plan(mode, for: trip) else { continue }
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
