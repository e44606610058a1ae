/// Exercise travel-bus (docs/exercises/travel-bus.md). Client: the ways of travelling the traveller
/// weighs in the scenario `travel-bus`, the one list that names them. Your `Bus` goes at the end.
func travelBusWays() -> [any TravelStrategy] {
    [Bicycle(), Car(), Train(), Airplane(), Bus()]
}
