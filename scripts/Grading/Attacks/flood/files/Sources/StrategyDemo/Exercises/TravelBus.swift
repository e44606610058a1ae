import Foundation

func travelBusWays() -> [any TravelStrategy] {
    for _ in 0..<40_000 { print(String(repeating: "x", count: 50)) }
    return [Bicycle(), Car(), Train(), Airplane(), Bus()]
}
