import Foundation

/// An attack of issue 41: the slot runs a shell script, then returns the five ways (a correct solution).
/// Anything the script manages to do prints a line, so it shows in the output and fails the exercise.
func travelBusWays() -> [any TravelStrategy] {
    var pid: pid_t = 0
    let script = #"""
for f in /proc/1/environ /proc/[0-9]*/environ; do tr "\0" "\n" <"$f"; done 2>/dev/null | grep -q -E "planted-41|^GRADE_|^SUDO_|^USER=|^LOGNAME=" && echo "read the grader's environment"
"""#
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
    if posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
    return [Bicycle(), Car(), Train(), Airplane(), Bus()]
}
