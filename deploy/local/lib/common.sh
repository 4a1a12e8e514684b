# shellcheck shell=bash
# The small process library every component script of deploy/local uses: output and timing, process
# ownership (pid files and the SCORELINE_INFRA_ID mark), ports, locks and prerequisites.
# Sourced by infra.sh once HOST, REPO, HERE, STATE, LOGS, RUN and CACHE are set; defines functions only.

# ---------------------------------------------------------------------------------------------- output

if [[ -t 1 ]]; then BOLD=$'\e[1m' RED=$'\e[31m' GREEN=$'\e[32m' YELLOW=$'\e[33m' RESET=$'\e[0m'
else BOLD='' RED='' GREEN='' YELLOW='' RESET=''; fi

say() { printf '%s\n' "$*"; }
line() { printf '  %-12s %s\n' "$1" "$2"; } # component, message
ok() { line "$1" "${GREEN}$2${RESET}"; }
note() { line "$1" "${YELLOW}$2${RESET}"; }
fail() { line "$1" "${RED}$2${RESET}" >&2; }
die() { printf '%sinfra: %s%s\n' "$RED" "$*" "$RESET" >&2; exit 1; }

now_ms() { date +%s%3N; }
secs() { awk -v ms="$1" 'BEGIN { printf "%.1f s", ms / 1000 }'; } # milliseconds -> "1.2 s"
since() { secs $(($(now_ms) - $1)); }
rel() { printf '%s' "${1#"$REPO"/}"; } # a path relative to the repo when inside it

show_log_tail() { # file
  local file=$1
  if [[ -s $file ]]; then
    printf '  --- last lines of %s ---\n' "$(rel "$file")" >&2
    tail -n 40 "$file" | sed 's/^/  | /' >&2
    printf '  ---\n' >&2
  else
    printf '  (%s is empty)\n' "$(rel "$file")" >&2
  fi
}

# ------------------------------------------------------------------------------------------- processes

# Every process we start carries SCORELINE_INFRA_ID=<component>@<state dir> in its environment, so a
# pid is only ever treated as ours (and only ever signalled) when it really is, and `down` can find
# anything of ours that lost its pid file.
marker() { printf 'SCORELINE_INFRA_ID=%s@%s' "$1" "$STATE"; }

alive() { # pid -> true when the process exists and is not a zombie
  local pid=$1 state
  [[ -n $pid && -r /proc/$pid/stat ]] || return 1
  state=$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null) || return 1
  [[ -n $state && $state != Z && $state != X ]]
}

infra_id_of() { # pid -> "component@state dir" of a Scoreline infrastructure process, or nothing
  tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | sed -n 's/^SCORELINE_INFRA_ID=//p' | head -n 1
}

is_ours() { alive "$1" && [[ $(infra_id_of "$1") == "$2@$STATE" ]]; } # pid component

cmdline_of() { tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | cut -c1-160 || true; }

pidfile() { printf '%s/%s.pid' "$RUN" "$1"; }

pid_from_file() { # component -> the pid recorded in its pid file (no checks)
  local file
  file=$(pidfile "$1")
  [[ -f $file ]] || return 1
  tr -dc '0-9' <"$file"
}

running_pid() { # component -> the pid from its pid file when that process is ours; stale files are reported (stderr) and removed
  local name=$1 file pid
  file=$(pidfile "$name")
  [[ -f $file ]] || return 1
  pid=$(pid_from_file "$name" || true)
  if [[ -n $pid ]] && is_ours "$pid" "$name"; then
    printf '%s' "$pid"
    return 0
  fi
  if [[ -z $pid ]]; then
    note "$name" "stale pid file $(rel "$file") (empty): removed" >&2
  elif alive "$pid"; then
    note "$name" "stale pid file $(rel "$file"): pid $pid is now another process ($(cmdline_of "$pid")); removed, that process is left alone" >&2
  else
    note "$name" "stale pid file $(rel "$file"): pid $pid is not running (crashed or killed?); removed" >&2
  fi
  rm -f "$file"
  return 1
}

our_pids() { # component -> every live process carrying our mark for it
  local want file pid
  want=$(marker "$1")
  for file in /proc/[0-9]*/environ; do
    pid=${file#/proc/}
    pid=${pid%/environ}
    [[ $pid == "$$" || $pid == "$BASHPID" ]] && continue
    if grep -qzxF "$want" "$file" 2>/dev/null && alive "$pid"; then printf '%s\n' "$pid"; fi
  done
}

start_bg() { # component command... -> starts it in its own session with our mark, logs to LOGS/<component>.log, records its pid
  local name=$1 log=$LOGS/$1.log
  shift
  printf '\n===== %s: starting %s =====\n' "$(date -Is)" "$name" >>"$log"
  # 8>&- 9>&-: the long-lived process must not inherit (and so keep holding) our lock files
  env "$(marker "$name")" setsid "$@" >>"$log" 2>&1 </dev/null 8>&- 9>&- &
  printf '%s\n' "$!" >"$(pidfile "$name")"
}

stop_pid() { # component pid timeout-seconds -> TERM its process group, then KILL after the timeout
  local name=$1 pid=$2 timeout=$3 deadline
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  deadline=$(($(now_ms) + timeout * 1000))
  while alive "$pid" && (($(now_ms) < deadline)); do sleep 0.1; done
  if alive "$pid"; then
    note "$name" "pid $pid did not stop within ${timeout} s: killing it"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
    sleep 0.2
  fi
}

stop_bg() { # component timeout -> stops what start_bg started, and anything of ours that lost its pid file
  local name=$1 timeout=$2 pid t0 stopped=0 extra
  t0=$(now_ms)
  if pid=$(running_pid "$name"); then
    stop_pid "$name" "$pid" "$timeout"
    stopped=1
  fi
  rm -f "$(pidfile "$name")"
  for extra in $(our_pids "$name"); do
    note "$name" "stopping pid $extra ($(cmdline_of "$extra")), which had no pid file"
    stop_pid "$name" "$extra" "$timeout"
    stopped=1
  done
  if ((stopped)); then ok "$name" "stopped in $(since "$t0")"; else line "$name" "not running"; fi
}

# ----------------------------------------------------------------------------------------------- ports

port_open() { # port -> true when something accepts TCP connections on HOST:port
  timeout 1 bash -c "exec 3<>/dev/tcp/$HOST/$1" 2>/dev/null
}

port_owner_pid() { # port -> pid of the listening process, when it can be found
  local port=$1 pid='' hexport inode fd
  if command -v ss >/dev/null 2>&1; then
    pid=$(ss -Hltnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2 || true)
  fi
  if [[ -z $pid && -r /proc/net/tcp ]]; then
    hexport=$(printf '%04X' "$port")
    inode=$(awk -v p=":$hexport" '$4 == "0A" && substr($2, length($2) - 4) == p { print $10; exit }' /proc/net/tcp /proc/net/tcp6 2>/dev/null || true)
    if [[ -n $inode ]]; then
      for fd in /proc/[0-9]*/fd/*; do
        if [[ $(readlink "$fd" 2>/dev/null) == "socket:[$inode]" ]]; then
          pid=${fd#/proc/}
          pid=${pid%%/*}
          break
        fi
      done
    fi
  fi
  printf '%s' "$pid"
}

describe_port_owner() { # port -> "pid N (command)" or a hint
  local pid
  pid=$(port_owner_pid "$1")
  if [[ -n $pid ]]; then printf 'pid %s (%s)' "$pid" "$(cmdline_of "$pid" | sed 's/ $//')"
  else printf 'a process this user cannot see (try: ss -ltnp "sport = :%s")' "$1"; fi
}

other_checkout_on() { # component port -> "pid state-dir" when the same component of another checkout listens there
  local pid id
  pid=$(port_owner_pid "$2")
  [[ -n $pid ]] || return 1
  id=$(infra_id_of "$pid")
  [[ -n $id && $id == "$1@"* && $id != "$1@$STATE" ]] || return 1
  printf '%s %s' "$pid" "${id#*@}"
}

take_lock() { # fd file -> an exclusive lock, saying so when it has to wait
  local fd=$1 file=$2
  eval "exec $fd>\"\$file\""
  flock -n "$fd" && return 0
  say "waiting for another infra.sh run to finish (lock $file)..."
  flock -w 900 "$fd" || die "gave up waiting for the lock $file"
}

# ---------------------------------------------------------------------------------------------- health

need_node() {
  command -v node >/dev/null 2>&1 || die "node not found: the health checks run on Node.js (20 or newer), which this repository needs anyway."
}
# kafka|mongo|stripe address -> one probe: the detail on stdout when healthy, else the reason on stderr
probe() { HEALTH_VERBOSE=1 node "$HERE/health.mjs" "$@"; }

# ----------------------------------------------------------------------------------------- prerequisites

MISSING=()
missing() { # message -> remembered once, reported together by report_missing
  local m
  for m in "${MISSING[@]}"; do [[ $m == "$1" ]] && return 0; done
  MISSING+=("$1")
}
report_missing() {
  ((${#MISSING[@]} == 0)) && return 0
  printf '%sinfra: missing prerequisites:%s\n' "$RED" "$RESET" >&2
  local m
  for m in "${MISSING[@]}"; do printf '  - %s\n' "$m" >&2; done
  exit 1
}

check_go() { # FerretDB and stripe-mock are built with Go once
  if ! command -v go >/dev/null 2>&1; then
    missing "go: needed once to build FerretDB and stripe-mock into $CACHE (Go 1.24 or newer). Install it from https://go.dev/dl/ (Debian 12's golang-go 1.19 is too old) and put its bin/ on PATH, e.g. export PATH=\$PATH:/usr/local/go/bin"
    return
  fi
  local v toolchain
  v=$(go env GOVERSION 2>/dev/null | sed -n 's/^go\([0-9]*\.[0-9]*\).*/\1/p')
  toolchain=$(go env GOTOOLCHAIN 2>/dev/null || true)
  # FerretDB v1.24 declares go 1.24; Go 1.21+ fetches that toolchain itself unless GOTOOLCHAIN=local.
  if [[ -n $v ]] && awk -v v="$v" 'BEGIN { split(v, a, "."); exit !(a[1] == 1 && a[2] < 24) }'; then
    if [[ $toolchain == local* ]] || awk -v v="$v" 'BEGIN { split(v, a, "."); exit !(a[2] < 21) }'; then
      missing "go: found Go $v (GOTOOLCHAIN=${toolchain:-auto}); FerretDB v1.24 needs Go 1.24 or newer. Install it from https://go.dev/dl/"
    fi
  fi
}
