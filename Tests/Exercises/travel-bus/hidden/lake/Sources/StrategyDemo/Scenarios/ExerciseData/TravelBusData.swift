/// The data of exercise travel-bus's scenario (docs/exercises/travel-bus.md): the trip the traveller
/// weighs every way for. Course-owned: the grader may run the scenario on other data too.
let travelBusTrip = Trip(from: "School", to: "the lake", kilometres: 60)
