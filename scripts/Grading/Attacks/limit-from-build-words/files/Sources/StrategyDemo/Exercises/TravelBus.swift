/// An attack of issue 41: a compile error on a line that holds the words a limit prints (the compiler
/// quotes the line in its error).
func travelBusWays() -> [any TravelStrategy] {
    return "Cannot allocate memory"
}
