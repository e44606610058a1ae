# Sourced by scripts/grade and scripts/exercises: the exercise index, SHA-256, and a time limit.

# read_index FILE: sets `known` (the exercise names, easiest first) and `demos` (each one's demo)
# from an index such as Tests/Exercises/exercises.txt: `name demo` a line; # starts a comment.
read_index() {
    known=() demos=()
    local name demo
    while read -r name demo _; do
        case $name in '' | '#'*) continue ;; esac
        known+=("$name") demos+=("$demo")
    done <"$1"
}

# demo_of NAME: prints the exercise's demo; fails for a name the index does not have.
demo_of() {
    local i
    for i in "${!known[@]}"; do
        [ "${known[$i]}" = "$1" ] && echo "${demos[$i]}" && return 0
    done
    return 1
}

# sha256 FILE: prints the file's SHA-256 (sha256sum on Linux, shasum on macOS).
if command -v sha256sum >/dev/null; then
    sha256() { sha256sum "$1" | cut -d' ' -f1; }
else
    sha256() { shasum -a 256 "$1" | cut -d' ' -f1; }
fi

# time_limit SECONDS: sets `timeout_command`, the prefix that limits a run to SECONDS, or nothing
# where no timeout command exists (macOS without coreutils).
time_limit() {
    timeout_command=()
    if command -v timeout >/dev/null; then
        timeout_command=(timeout "$1")
    elif command -v gtimeout >/dev/null; then
        timeout_command=(gtimeout "$1")
    fi
}
