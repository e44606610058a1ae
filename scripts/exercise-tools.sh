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

# time_limit SECONDS: sets `timeout_command`, the prefix that limits a run to SECONDS: coreutils'
# timeout (gtimeout on macOS with coreutils) or, where there is neither (macOS as it comes), the same
# in perl. A run still there 5 s after its SIGTERM (one that ignores it) is killed: a timeout that only
# asks would wait for it forever. Either ends with 124 when the time limit stopped the run, 137 when
# it had to kill it.
time_limit() {
    if command -v timeout >/dev/null; then
        timeout_command=(timeout -k 5 "$1")
    elif command -v gtimeout >/dev/null; then
        timeout_command=(gtimeout -k 5 "$1")
    else
        timeout_command=(perl -e "$perl_timeout" "$1")
    fi
}
# The perl timeout: runs the command in a process group of its own, SIGTERM to the group at the limit,
# SIGKILL 5 s later; the command's own status otherwise (128 + N for a signal N, as a shell says).
# shellcheck disable=SC2016
perl_timeout='
    my ($seconds, @command) = @ARGV;
    my $pid = fork() // die "timeout: fork: $!\n";
    if ($pid == 0) { setpgrp(0, 0); exec { $command[0] } @command or exit 127 }
    my $status;
    $SIG{ALRM} = sub { kill "TERM", -$pid; $status = 124; $SIG{ALRM} = sub { kill "KILL", -$pid; $status = 137 }; alarm 5 };
    alarm $seconds;
    while (waitpid($pid, 0) < 0) { }
    my $child = $?;
    alarm 0;
    exit($status // (($child & 127) ? 128 + ($child & 127) : $child >> 8));'

# read_writable FILE: sets `slots` (the files a student may replace) and `folders` (the folders, ending
# in /, where a student may add new .swift files) from an exercise's `writable` list: one path a line,
# from the package root; # starts a comment. Fails for a path that leaves the package (.., absolute).
read_writable() {
    slots=() folders=()
    local line
    while IFS= read -r line || [ -n "$line" ]; do
        line=${line%%#*}
        line=${line%"${line##*[![:space:]]}"}
        line=${line#"${line%%[![:space:]]*}"}
        [ -n "$line" ] || continue
        case /$line/ in */../* | //*) return 1 ;; esac
        case $line in */) folders+=("$line") ;; *) slots+=("$line") ;; esac
    done <"$1"
}

# escape_text: copies standard input to standard output with every control character but newline and
# tab shown escaped (\e, \r, \x07, \u{9B}), so a student's output cannot drive the grader's terminal;
# so are the invisible characters that reorder or hide text (\u{202E}, \u{200B}), which could make a
# line read as another.
escape_text() {
    LC_ALL=C perl -pe '
        s/\e/\\e/g; s/\r/\\r/g;
        s/([\x00-\x08\x0b-\x1f\x7f])/sprintf("\\x%02X", ord($1))/ge;
        s/\xc2([\x80-\x9f])/sprintf("\\u{%X}", ord($1) - 0x80 + 0x80)/ge;
        s/\xe2\x80([\x8b-\x8f\xaa-\xae])/sprintf("\\u{%X}", 0x2000 + ord($1) - 0x80)/ge;
        s/\xe2\x81([\xa6-\xa9])/sprintf("\\u{%X}", 0x2040 + ord($1) - 0x80)/ge;'
}

# escape_name NAME: prints NAME (a file or folder name) on one line, escaped as escape_text does, and
# its newlines and tabs too (\n, \t): a name cannot add a row to a table.
escape_name() {
    printf '%s' "$1" | escape_text | LC_ALL=C perl -0777 -pe 's/\n/\\n/g; s/\t/\\t/g'
}

# capture FILE LIMIT: reads standard input to its end; writes its first LIMIT bytes to FILE and
# "BYTES LINES" (the whole input's) to FILE.size, so a flood is counted without being kept.
capture() {
    LC_ALL=C perl -e '
        my ($file, $limit) = @ARGV;
        open(my $out, ">", $file) or die "capture: $file: $!\n";
        binmode STDIN; binmode $out;
        my ($bytes, $lines, $buffer) = (0, 0, "");
        while (my $read = sysread(STDIN, $buffer, 65536)) {
            print $out substr($buffer, 0, $limit - $bytes) if $bytes < $limit;
            $bytes += $read;
            $lines += ($buffer =~ tr/\n//);
        }
        close $out;
        open(my $size, ">", "$file.size") or die "capture: $file.size: $!\n";
        print $size "$bytes $lines\n";' "$1" "$2"
}

# The baseline that grading your own copy compares the course's files with (issue 30): never written
# by hand. A release (scripts/exercises release) writes it, as the SHA-256 of every file in
# Package.swift and Sources/ of the copy it makes; the course itself, a git checkout, has none and is
# compared with its last commit instead.
baseline_file=Tests/Exercises/release.sha256

# course_files DIR: the files of DIR a baseline covers, Package.swift and every file under Sources/,
# one a line, sorted.
course_files() { (cd "$1" && find Package.swift Sources -type f | LC_ALL=C sort); }

# write_baseline DIR: writes DIR's baseline (its $baseline_file) from its files as they are now.
write_baseline() {
    local file
    course_files "$1" | while IFS= read -r file; do
        printf '%s  %s\n' "$(cd "$1" && sha256 "$file")" "$file"
    done >"$1/$baseline_file"
}

# changed_course_files DIR: prints "changed PATH" or "deleted PATH" for each file of DIR's baseline
# that is no longer as it was, and nothing else; with DIR's $baseline_file (a release), against it;
# else, when DIR is the top of a git work tree with a commit, against that commit. Fails (status 1,
# printing nothing) when DIR has no baseline of either kind.
changed_course_files() {
    local dir=$1 hash path top
    if [ -f "$dir/$baseline_file" ]; then
        while read -r hash path; do
            [ -n "$path" ] || continue
            if [ ! -f "$dir/$path" ]; then
                echo "deleted $path"
            elif [ "$(cd "$dir" && sha256 "$path")" != "$hash" ]; then
                echo "changed $path"
            fi
        done <"$dir/$baseline_file"
        return 0
    fi
    command -v git >/dev/null || return 1
    top=$(git -C "$dir" rev-parse --show-toplevel 2>/dev/null) || return 1
    [ "$(cd "$top" && pwd -P)" = "$(cd "$dir" && pwd -P)" ] || return 1
    git -C "$dir" rev-parse --verify -q HEAD >/dev/null || return 1
    git -C "$dir" diff --no-renames --name-status HEAD -- Package.swift Sources | while IFS=$'\t' read -r status path; do
        case $status in
        D) echo "deleted $path" ;;
        A) ;; # a new file: no baseline file to compare
        *) echo "changed $path" ;;
        esac
    done
}
