import Foundation

func travelBusWays() -> [any TravelStrategy] {
    signal(SIGTERM, SIG_IGN)
    while true { sleep(1) }
}
