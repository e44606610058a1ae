import Foundation

/// An attack of issue 41: the slot runs a shell script, then returns the five ways (a correct solution).
/// Anything the script manages to do prints a line, so it shows in the output and fails the exercise.
func travelBusWays() -> [any TravelStrategy] {
    var pid: pid_t = 0
    let script = #"""
find /usr /opt /srv /home /root -path "*/Tests/Exercises/travel-bus/*" 2>/dev/null | grep -q . && echo "found the course's exercises"
"""#
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
    if posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
    return [Bicycle(), Car(), Train(), Airplane(), Bus()]
}
