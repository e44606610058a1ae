import Foundation

/// An attack of issue 41: a wrong solution that prints words a limit prints and exits with status 1.
func travelBusWays() -> [any TravelStrategy] {
    FileHandle.standardError.write(Data("fatal error: Cannot allocate memory\n".utf8))
    exit(1)
}
