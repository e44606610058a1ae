import Foundation

/// An attack of issue 41: stops its parent (the time limit's `timeout`, in the old sandbox), then
/// sleeps for ever.
func travelBusWays() -> [any TravelStrategy] {
    kill(getppid(), SIGSTOP)
    while true { sleep(1) }
}
