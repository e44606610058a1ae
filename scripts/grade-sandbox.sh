# Sourced by scripts/grade: the sandbox that every build and run of another copy (a student's) happens
# in, and its limits (docs/grading.md, "Grading safely"). Linux: bubblewrap; macOS: sandbox-exec.
#
# sandbox_setup: sets `sandbox` (bwrap, sandbox-exec or none, when neither can run here), `inside`
# (the path a scratch copy has in the sandbox) and `sandbox_user` (how the code runs: the uid).
# sandboxed build|run DIR COMMAND...: runs COMMAND in the scratch copy DIR, in the sandbox, within
# the limits below; a build may write DIR, a run (COMMAND names its program .build/debug/DEMO) sees
# only that program, read-only.
# stopped_by build|run STATUS LOG: prints which limit stopped a build or run that ended with STATUS
# and wrote LOG (its standard error, or a build's log), or nothing.
#
# The limits, each for every build and every run (GRADE_* in the environment changes one):
#   GRADE_TIMEOUT        seconds a run may take (60), and its processor time
#   GRADE_BUILD_TIMEOUT  seconds a build may take (600), and each build process's processor time
#   GRADE_MEMORY_LIMIT   KiB of address space for each process of a run (4194304: 4 GiB);
#                        a build's: GRADE_BUILD_MEMORY_LIMIT (8388608: 8 GiB)
#   GRADE_PROCESSES      processes and threads a run may have at once (64); a build: 512
#   file size            a file a run may write: 16 MiB (it has nowhere to write); a build: 1 GiB
#   /tmp                 a run's is read-only; a build's is in memory, 512 MiB at most
# As root, the sandbox runs as a uid of its own (61000 + the worker's number), outside as well as
# inside, with no capabilities: root's rights would lift the process limit and let the code remount
# what it is given read-only.

sandbox_run_timeout=${GRADE_TIMEOUT:-60}
sandbox_build_timeout=${GRADE_BUILD_TIMEOUT:-600}
sandbox_memory=${GRADE_MEMORY_LIMIT:-4194304}
sandbox_build_memory=${GRADE_BUILD_MEMORY_LIMIT:-8388608}
sandbox_processes=${GRADE_PROCESSES:-64}
sandbox_build_processes=512
sandbox_build_file_size=1048576 # KiB: 1 GiB
sandbox_build_tmp=536870912     # bytes: 512 MiB

sandbox_setup() {
    sandbox=none inside= sandbox_user=
    case $(uname -s) in
    Darwin) command -v sandbox-exec >/dev/null && sandbox=sandbox-exec ;;
    *) command -v bwrap >/dev/null && sandbox=bwrap ;;
    esac
    local swift_path swift_real top file why_not
    swift_path=$(command -v swift) || {
        echo "error: no swift on PATH" >&2
        exit 69
    }
    swift_real=$(cd "$(dirname "$swift_path")" && pwd -P)/$(basename "$swift_path")
    [ ! -L "$swift_real" ] || swift_real=$(readlink -f "$swift_real" 2>/dev/null || echo "$swift_real")
    toolchain=${swift_real%/usr/bin/*}
    [ "$toolchain" != "$swift_real" ] || toolchain=$(dirname "$(dirname "$swift_real")")
    sandbox_root=false
    [ "$(id -u)" -ne 0 ] || sandbox_root=true
    if [ $sandbox = bwrap ]; then
        inside=/grade/package
        bwrap_base=(--unshare-all --unshare-user --disable-userns --die-with-parent --new-session --clearenv
            --setenv PATH "$(dirname "$swift_path"):$toolchain/usr/bin:/usr/bin:/bin"
            --setenv HOME /tmp/home --setenv TMPDIR /tmp --setenv SWIFT_BACKTRACE enable=no
            --proc /proc --dev /dev --ro-bind /usr /usr)
        for top in /bin /sbin /lib /lib32 /lib64 /libx32; do
            if [ -L "$top" ]; then
                bwrap_base+=(--symlink "$(readlink "$top")" "$top")
            elif [ -d "$top" ]; then
                bwrap_base+=(--ro-bind "$top" "$top")
            fi
        done
        # Of /etc, only what the dynamic linker and the toolchain read.
        for file in ld.so.cache ld.so.conf ld.so.conf.d alternatives passwd group nsswitch.conf localtime; do
            bwrap_base+=(--ro-bind-try "/etc/$file" "/etc/$file")
        done
        case $toolchain in /usr | /usr/*) ;; *) bwrap_base+=(--ro-bind "$toolchain" "$toolchain") ;; esac
        if $sandbox_root; then
            # Root's rights stay outside: the sandbox runs as a uid of its own, with no capability
            # (setpriv), from a mount namespace where its scratch copy is bound at a path that uid
            # can reach (the course may be in a folder only root can enter, such as /root).
            if ! command -v setpriv >/dev/null || ! command -v unshare >/dev/null; then
                echo "note: as root, the sandbox needs setpriv and unshare (util-linux) to run as another user" >&2
                sandbox=none
                return
            fi
            sandbox_mount=$(mktemp -d "/tmp/grade-mount.XXXXXX") && chmod 755 "$sandbox_mount"
            sandbox_user="uid 61000 + worker, no capabilities"
        else
            sandbox_mount=
            sandbox_user="uid $(id -u) (yours), no capabilities"
        fi
        if ! why_not=$(sandbox_bwrap 61000 "" run true 2>&1); then
            sandbox=none
            echo "note: bubblewrap cannot make a sandbox here: $why_not" >&2
        fi
    elif [ $sandbox = sandbox-exec ]; then
        if $sandbox_root; then
            sandbox_user="user nobody (sudo -u nobody), sandbox-exec profile"
        else
            sandbox_user="uid $(id -u) (yours), sandbox-exec profile"
        fi
    fi
}

# sandbox_limits build|run: the shell commands that set a build's or a run's limits (bash's ulimit:
# hard limits, which the code cannot raise again; processor time with a soft limit 5 s before the
# hard one, so that a process stopped by it gets SIGXCPU, which names it, before SIGKILL).
sandbox_limits() {
    if [ "$1" = build ]; then
        echo "ulimit -S -t $sandbox_build_timeout && ulimit -H -t $((sandbox_build_timeout + 5)) && ulimit -v $sandbox_build_memory" \
            "&& ulimit -f $sandbox_build_file_size && ulimit -u $sandbox_build_processes && ulimit -c 0"
    else
        echo "ulimit -S -t $sandbox_run_timeout && ulimit -H -t $((sandbox_run_timeout + 5)) && ulimit -v $sandbox_memory" \
            "&& ulimit -f 16384 && ulimit -u $sandbox_processes && ulimit -c 0"
    fi
}

# sandbox_bwrap UID DIR build|run COMMAND...: bubblewrap, as UID when the grader is root.
sandbox_bwrap() {
    local uid=$1 dir=$2 mode=$3 source
    shift 3
    local binds=()
    if [ "$mode" = build ]; then
        source=$dir
        [ -z "$sandbox_mount" ] || source=$sandbox_mount
        [ -z "$dir" ] || binds=(--bind "$source" "$inside")
        binds+=(--size "$sandbox_build_tmp" --tmpfs /tmp --dir /tmp/home)
    else
        # A run sees the one program it runs, read-only, and nothing else of the scratch copy: not
        # the sources (a hidden variation's data), not the rest of the build (other demos' programs,
        # last built with another exercise's hidden data or another submission's code).
        binds=(--size 1048576 --tmpfs /tmp --dir /tmp/home --dir "$inside")
        local arg
        for arg in "$@"; do
            case $arg in .build/debug/*)
                source=$dir
                [ -z "$sandbox_mount" ] || source=$sandbox_mount
                binds+=(--ro-bind "$source/$arg" "$inside/$arg")
                ;;
            esac
        done
    fi
    # Everything is read-only but a build's scratch copy and its /tmp: / itself (bubblewrap's is in
    # memory), /dev (its /dev/shm too) and a run's /tmp.
    binds+=(--chdir "$inside" --remount-ro / --remount-ro /dev)
    [ "$mode" = build ] || binds+=(--remount-ro /tmp)
    local sandbox_command=(bwrap "${bwrap_base[@]}" "${binds[@]}" /bin/bash -c "$(sandbox_limits "$mode")"' && exec "$@"' limits "$@")
    if [ -n "$sandbox_mount" ]; then
        [ -z "$dir" ] || chown -R "$uid:$uid" "$dir"
        unshare --mount --propagation private -- /bin/sh -c \
            '[ -z "$1" ] || mount --bind "$1" "$2" || exit 125; shift 2; exec "$@"' mount "$dir" "$sandbox_mount" \
            setpriv --reuid="$uid" --regid="$uid" --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- \
            "${sandbox_command[@]}"
    else
        "${sandbox_command[@]}"
    fi
}

# The macOS profile (sandbox-exec). Not tried on a Mac by the script's authors' CI, which is Linux.
macos_profile() { # build | run
    cat <<'EOF'
(version 1)
(allow default)
(deny network*)
(deny file-write*)
(deny file-read* (subpath (param "COURSE")) (subpath (param "WORK")))
(allow file-read* (subpath (param "SCRATCH")) (subpath (param "TMP")))
(allow file-write* (subpath (param "TMP")) (literal "/dev/null"))
EOF
    [ "$1" = run ] || echo '(allow file-write* (subpath (param "SCRATCH")))'
}

sandboxed() {
    local mode=$1 dir=$2 uid=61000
    shift 2
    case $dir in */worker-*/package) uid=${dir%/package} && uid=$((61000 + ${uid##*/worker-})) ;; esac
    case $sandbox in
    bwrap) sandbox_bwrap "$uid" "$dir" "$mode" "$@" ;;
    sandbox-exec)
        # macOS: the same limits with bash's ulimit (macOS has no limit on address space: there,
        # GRADE_MEMORY_LIMIT is a limit on the data segment, ulimit -d); as root, the user nobody.
        # The user nobody must reach its temporary folder (in the grader's work folder: traversable,
        # not listable) and the scratch copy; sudo resets the environment, so env comes after it.
        local tmp limits as_user=()
        tmp=$(mktemp -d "$work/tmp.XXXXXX")
        limits=$(sandbox_limits "$mode" | sed 's/ulimit -v/ulimit -d/')
        if $sandbox_root; then
            chmod 711 "$work"
            chown -R nobody "$tmp"
            [ "$mode" = run ] || chown -R nobody "$dir"
            as_user=(sudo -n -u nobody)
        fi
        (cd "$dir" && "${as_user[@]}" env HOME="$tmp" TMPDIR="$tmp/" SWIFT_BACKTRACE=enable=no sandbox-exec -p "$(macos_profile "$mode")" \
            -D COURSE="$(cd "$course" && pwd -P)" -D WORK="$(cd "$work" && pwd -P)" \
            -D SCRATCH="$(cd "$dir" && pwd -P)" -D TMP="$(cd "$tmp" && pwd -P)" /bin/bash -c "$limits"' && exec "$@"' limits "$@")
        ;;
    none) (cd "$dir" && env SWIFT_BACKTRACE=enable=no "$@") ;;
    esac
}

# stopped_by build|run STATUS LOG: which limit stopped a build or a run that ended with STATUS and
# wrote LOG (a run's standard error, a build's log), with its amount, or nothing. The wall-clock time
# limit is the caller's (its `timeout` ends with 124, or 137 when the SIGTERM was ignored).
stopped_by() {
    local mode=$1 status=$2 log=$3 seconds=$sandbox_run_timeout memory=$sandbox_memory processes=$sandbox_processes
    if [ "$mode" = build ]; then
        seconds=$sandbox_build_timeout memory=$sandbox_build_memory processes=$sandbox_build_processes
    fi
    if [ "$status" -eq 152 ] || grep -q -E 'signal 24|CPU time limit exceeded|SIGXCPU' "$log" 2>/dev/null; then
        echo "the limit on processor time ($seconds s a process)"
    elif grep -q -E 'failed to allocate [0-9]+ bytes|Could not allocate memory|[Oo]ut of memory|Cannot allocate memory|bad_alloc' "$log" 2>/dev/null; then
        echo "the memory limit ($((memory / 1024)) MiB of address space a process)"
    elif grep -q -E 'Resource temporarily unavailable|fork: retry|EAGAIN' "$log" 2>/dev/null; then
        echo "the limit on processes ($processes at once)"
    elif [ "$status" -eq 153 ] || grep -q -E 'File size limit exceeded|signal 25' "$log" 2>/dev/null; then
        echo "the limit on file size"
    fi
}
