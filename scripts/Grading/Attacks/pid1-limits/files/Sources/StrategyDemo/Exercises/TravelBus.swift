import Foundation

/// An attack of issue 41: the slot runs a shell script, then returns the five ways (a correct solution).
/// Anything the script manages to do prints a line, so it shows in the output and fails the exercise.
func travelBusWays() -> [any TravelStrategy] {
    var pid: pid_t = 0
    let script = #"""
grep -q "^Max processes *unlimited" /proc/1/limits 2>/dev/null && echo "bubblewrap's pid 1 has no process limit"
grep -q "^Max address space *unlimited" /proc/1/limits 2>/dev/null && echo "bubblewrap's pid 1 has no memory limit"
timeout 2 strace -p 1 -o /dev/null 2>/dev/null; [ $? -eq 124 ] && echo "traced bubblewrap's pid 1"
timeout 2 strace -o /dev/null true 2>/dev/null && echo "traced a process of its own"
"""#
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
    if posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
    return [Bicycle(), Car(), Train(), Airplane(), Bus()]
}
