#!/usr/bin/env bash
# Local infrastructure without Docker: Apache Kafka (KRaft, one node), FerretDB v1 on a PostgreSQL
# cluster of our own, and stripe-mock, all on 127.0.0.1.
#
#   bash deploy/local/infra.sh provision              download/build into the cache only (idempotent; used by setup)
#   bash deploy/local/infra.sh up [name...]           provision if needed, start, wait until healthy
#   bash deploy/local/infra.sh down [name...]         stop what this checkout started (no process left behind)
#   bash deploy/local/infra.sh status                 one line per component; exit 0 only when all are healthy
#   bash deploy/local/infra.sh logs [name...]         last lines of each component's log
#   bash deploy/local/infra.sh env                    KAFKA_BROKERS=…, MONGODB_URI=…, STRIPE_API_BASE=… for these ports
#   bash deploy/local/infra.sh signal SIG name...     sends SIG (KILL, STOP, CONT, …) to every process of ours of each named
#                                                     component, as a fault test does to crash or freeze one (up starts a killed one again)
#   bash deploy/local/infra.sh pids name...           the pids of every process of ours of each named component, one a line
#
# name: kafka, postgres, ferretdb (up ferretdb also brings up postgres), stripe-mock; none means all.
# up --record FILE appends the name of every component this run started (not those already running),
# so a caller can later stop exactly those: down $(cat FILE).
#
# One file per component, each defining the same functions (<id> is the name with - as _):
#   <id>_provisioned     true when its binaries are in the cache (or installed)
#   <id>_prerequisites   remembers (missing "…") what is lacking to provision and run it
#   <id>_provision       fetches or builds it into the cache
#   <id>_pid             the pid of its process when this checkout's one runs
#   <id>_start           starts it (long-running processes in the background, with a pid file)
#   <id>_health          one probe: a detail on stdout when healthy, the reason on stderr otherwise
#   <id>_stop            stops it
#   <id>_env             the variable the services read to reach it (not for postgres)
# and lib/common.sh has what they share (ownership marks, pid files, ports, locks, output).
#
# Ports, from the environment (defaults in the table below); a second stack on the same machine also
# needs its own SCORELINE_INFRA_STATE:
#   SCORELINE_KAFKA_PORT 9092, SCORELINE_KAFKA_CONTROLLER_PORT 9093, SCORELINE_MONGO_PORT 27017,
#   SCORELINE_POSTGRES_PORT 55432, SCORELINE_STRIPE_PORT 12111, SCORELINE_STRIPE_HTTPS_PORT 12112.
# Binaries are cached outside the clone, keyed by version, so another clone reuses them:
#   ${SCORELINE_INFRA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/scoreline}
# Runtime state (pid files, logs, Kafka data, configuration): ${SCORELINE_INFRA_STATE:-<repo>/.infra}.
# When KAFKA_BROKERS, MONGODB_URI or STRIPE_API_BASE is set, that component is used as given and
# nothing is provisioned, started, probed or stopped for it here.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
STATE=${SCORELINE_INFRA_STATE:-$REPO/.infra}
LOGS=$STATE/logs
RUN=$STATE/run
CACHE=${SCORELINE_INFRA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/scoreline}
# Where every component listens: loopback, unless a host of the rehearsal (tools/rehearsal, a network
# namespace of its own) gives its own address.
HOST=${SCORELINE_INFRA_HOST:-127.0.0.1}

# shellcheck source=lib/common.sh
source "$HERE/lib/common.sh"

setting_port() { # variable default -> the variable's value when set (checked to be a TCP port), else default
  local value=${!1:-$2}
  [[ $value =~ ^[0-9]+$ ]] && ((value > 0 && value < 65536)) || die "$1=$value is not a TCP port"
  printf '%s' "$value"
}
KAFKA_PORT=$(setting_port SCORELINE_KAFKA_PORT 9092)
KAFKA_CONTROLLER_PORT=$(setting_port SCORELINE_KAFKA_CONTROLLER_PORT 9093)
POSTGRES_PORT=$(setting_port SCORELINE_POSTGRES_PORT 55432)
MONGO_PORT=$(setting_port SCORELINE_MONGO_PORT 27017)
STRIPE_PORT=$(setting_port SCORELINE_STRIPE_PORT 12111)
STRIPE_HTTPS_PORT=$(setting_port SCORELINE_STRIPE_HTTPS_PORT 12112)

# The components, in start order (stopped in the reverse order). Columns:
#   name · file · used as given when this variable is set · ports checked free before starting ·
#   health wait in seconds (overridable by <NAME>_HEALTH_TIMEOUT) · needed only to serve
readonly COMPONENTS='
kafka        kafka/kafka.sh               KAFKA_BROKERS    KAFKA_PORT,KAFKA_CONTROLLER_PORT   90  -
postgres     postgres/postgres.sh         MONGODB_URI      POSTGRES_PORT                      60  ferretdb
ferretdb     ferretdb/ferretdb.sh         MONGODB_URI      MONGO_PORT                         30  -
stripe-mock  stripe-mock/stripe-mock.sh   STRIPE_API_BASE  STRIPE_PORT,STRIPE_HTTPS_PORT      30  -
'
names() { awk 'NF { print $1 }' <<<"$COMPONENTS"; }
field() { awk -v n="$1" -v f="$2" '$1 == n { print $f }' <<<"$COMPONENTS"; } # name column-number
fn() { printf '%s_%s' "${1//-/_}" "$2"; }                                     # name verb -> function
overridden_by() { local var; var=$(field "$1" 3); [[ -n ${!var:-} ]] && printf '%s' "$var"; }
ports_of() { local var; for var in $(field "$1" 4 | tr ',' ' '); do printf '%s\n' "${!var}"; done; }
main_port() { ports_of "$1" | head -n 1; }
health_wait() { local var; var=$(printf '%s_HEALTH_TIMEOUT' "$1" | tr 'a-z-' 'A-Z_'); printf '%s' "${!var:-$(field "$1" 5)}"; }
serves() { field "$1" 6; }

while read -r name file _; do
  [[ -n $name ]] || continue
  # shellcheck source=/dev/null
  source "$HERE/$file"
done <<<"$COMPONENTS"

check_names() { # name... -> dies on an unknown one
  local name
  for name in "$@"; do names | grep -qxF -- "$name" || die "unknown component '$name' (one of: $(names | tr '\n' ' '))"; done
}

selected() { # [name...] -> the named components (all when none) in table order; ferretdb brings postgres
  local want=" $* " name
  [[ $# -eq 0 ]] && { names; return; }
  [[ $want == *' ferretdb '* ]] && want+='postgres '
  for name in $(names); do [[ $want == *" $name "* ]] && printf '%s\n' "$name"; done
  return 0
}

local_only() { # why names... -> those not overridden by their variable (a note saying why for the others)
  local why=$1 name var
  shift
  for name in "$@"; do
    if var=$(overridden_by "$name"); then note "$name" "$var is set: $why" >&2
    else printf '%s\n' "$name"; fi
  done
}

# -------------------------------------------------------------------------------------------- provision

cmd_provision() { # [name...]
  local t0 name
  t0=$(now_ms)
  mkdir -p "$CACHE"
  take_lock 8 "$CACHE/.provision.lock"
  local chosen
  check_names "$@"
  mapfile -t chosen < <(local_only 'nothing to provision' $(selected "$@"))
  for name in "${chosen[@]}"; do "$(fn "$name" prerequisites)"; done
  report_missing
  say "${BOLD}provision${RESET} (cache: $CACHE)"
  for name in "${chosen[@]}"; do "$(fn "$name" provision)"; done
  say "provision done in $(since "$t0")"
  flock -u 8
}

# ------------------------------------------------------------------------------------------------- up

# preflight name -> prints what to do with it: "running <pid>", "other <pid> <state dir>" (the same
# component of another checkout serves our port: use it) or "start"; fails, saying why, when a port
# is held by something else.
preflight() {
  local name=$1 pid port other
  if pid=$("$(fn "$name" pid)"); then printf 'running %s' "$pid"; return 0; fi
  for port in $(ports_of "$name"); do
    port_open "$port" || continue
    if other=$(other_checkout_on "$name" "$port"); then printf 'other %s' "$other"; return 0; fi
    fail "$name" "$HOST:$port is already in use by $(describe_port_owner "$port")."
    printf '  %-12s %s\n' '' "Stop that process, set SCORELINE_*_PORT to use other ports, or set $(field "$name" 3) to use a server that is already running." >&2
    return 1
  done
  printf 'start'
}

cmd_up() { # [--record FILE] [name...]
  local record=/dev/null
  if [[ ${1:-} == --record ]]; then record=$2; shift 2; fi
  local t_all name bad=0 plan served
  t_all=$(now_ms)
  need_node
  mkdir -p "$LOGS" "$RUN"
  take_lock 9 "$RUN/infra.lock"

  say "${BOLD}preflight${RESET}"
  local chosen
  check_names "$@"
  mapfile -t chosen < <(local_only 'using it, nothing started' $(selected "$@"))
  local -A PLAN=() STARTED_AT=()
  for name in "${chosen[@]}"; do PLAN[$name]=$(preflight "$name") || bad=1; done
  for name in "${chosen[@]}"; do # a backend whose only user is served by another checkout is not needed here
    served=$(serves "$name")
    [[ $served != - && ${PLAN[$served]:-} == other* ]] && PLAN[$name]='not-needed'
    if [[ $served != - && ${PLAN[$name]} == other* && ${PLAN[$served]:-} == start ]]; then
      fail "$name" "$HOST:$(main_port "$name") belongs to another checkout whose $served is not running: start it there, or stop it there (npm run infra:down)"
      bad=1
    fi
    if [[ ${PLAN[$name]} == other* ]]; then
      read -r _ pid served <<<"${PLAN[$name]}"
      note "$name" "$HOST:$(main_port "$name") is served by the infrastructure of another checkout ($served, pid $pid): using it, not starting one here"
    fi
  done
  ((bad)) && die "nothing was started."

  local to_start=()
  for name in "${chosen[@]}"; do [[ ${PLAN[$name]} == start ]] && to_start+=("$name"); done
  if ((${#to_start[@]})); then
    for name in "${to_start[@]}"; do "$(fn "$name" prerequisites)"; done
    report_missing
    local unprovisioned=()
    for name in "${to_start[@]}"; do "$(fn "$name" provisioned)" || unprovisioned+=("$name"); done
    ((${#unprovisioned[@]} == 0)) || cmd_provision "${unprovisioned[@]}"
  fi

  say "${BOLD}start${RESET}"
  ((${#to_start[@]})) || line '' 'nothing to start: every component is already running'
  for name in "${to_start[@]}"; do # table order: Kafka, the slowest, first; FerretDB after its PostgreSQL
    served=$(serves "$name")
    if [[ $name == ferretdb && ${PLAN[postgres]:-} == start && -z ${STARTED_AT[postgres]:-} ]]; then
      line ferretdb 'not started: its PostgreSQL did not start'
      continue
    fi
    STARTED_AT[$name]=$(now_ms)
    if "$(fn "$name" start)"; then
      printf '%s\n' "$name" >>"$record"
    else
      unset 'STARTED_AT[$name]'
      bad=1
    fi
  done

  say "${BOLD}health${RESET} (polled together; times are from each component's start)"
  local -A DEADLINE=()
  local pending=() still=() detail pid
  for name in "${chosen[@]}"; do
    case ${PLAN[$name]} in
      start) [[ -n ${STARTED_AT[$name]:-} ]] || continue ;;
      not-needed) continue ;;
    esac
    DEADLINE[$name]=$(($(now_ms) + $(health_wait "$name") * 1000))
    pending+=("$name")
  done
  while ((${#pending[@]})); do
    still=()
    for name in "${pending[@]}"; do
      if detail=$("$(fn "$name" health)" 2>/dev/null); then
        case ${PLAN[$name]} in
          start) ok "$name" "healthy in $(since "${STARTED_AT[$name]}") ($detail)" ;;
          other*) read -r _ pid served <<<"${PLAN[$name]}"; ok "$name" "running from another checkout ($served, pid $pid), healthy ($detail)" ;;
          *) ok "$name" "already running (pid ${PLAN[$name]#running }), healthy ($detail)" ;;
        esac
        continue
      fi
      pid=$("$(fn "$name" pid)" 2>/dev/null || true)
      if [[ ${PLAN[$name]} == start && -z $pid ]]; then
        fail "$name" "the process exited before it became healthy"
        show_log_tail "$LOGS/$name.log"
        bad=1
      elif (($(now_ms) >= DEADLINE[$name])); then
        fail "$name" "not healthy in time: $("$(fn "$name" health)" 2>&1 >/dev/null | tail -n 1)"
        show_log_tail "$LOGS/$name.log"
        bad=1
      else
        still+=("$name")
      fi
    done
    pending=("${still[@]}")
    ((${#pending[@]} == 0)) || sleep 0.1
  done

  if ((bad)); then
    say "${RED}infra: not everything came up (see above).${RESET} Logs: $(rel "$LOGS")/; stop what did start: npm run infra:down" >&2
    exit 1
  fi
  say "${GREEN}infrastructure up${RESET} in $(since "$t_all"):"
  cmd_env | sed 's/^export /  /'
}

# ----------------------------------------------------------------------------------------------- down

cmd_down() { # [name...]
  mkdir -p "$RUN"
  take_lock 9 "$RUN/infra.lock"
  say "${BOLD}down${RESET}"
  local name chosen i
  check_names "$@"
  mapfile -t chosen < <(local_only 'not ours to stop' $(selected "$@"))
  for ((i = ${#chosen[@]} - 1; i >= 0; i--)); do "$(fn "${chosen[i]}" stop)"; done
}

# --------------------------------------------------------------------------------------------- status

cmd_status() {
  local bad=0 name pid port other detail var
  need_node
  say "${BOLD}status${RESET} ($(rel "$STATE"))"
  for name in $(names); do
    if var=$(overridden_by "$name"); then note "$name" "external: $var=${!var}"; continue; fi
    port=$(main_port "$name")
    if pid=$("$(fn "$name" pid)" 2>/dev/null); then
      if detail=$("$(fn "$name" health)" 2>&1); then ok "$name" "healthy (pid $pid) $HOST:$port"
      else fail "$name" "running (pid $pid) but not healthy: $(tail -n 1 <<<"$detail")"; bad=1; fi
    elif port_open "$port"; then
      if other=$(other_checkout_on "$name" "$port") && "$(fn "$name" health)" >/dev/null 2>&1; then
        ok "$name" "healthy (pid ${other%% *}, started by another checkout: ${other#* }) $HOST:$port"
      else
        fail "$name" "not ours: $HOST:$port is in use by $(describe_port_owner "$port")"; bad=1
      fi
    else
      fail "$name" "stopped"; bad=1
    fi
  done
  if ((bad)); then say "not everything is up: npm run infra:up"; return 1; fi
  say "all healthy"
}

cmd_logs() { # [name...]
  local name
  check_names "$@"
  for name in $(selected "$@"); do
    [[ -e $LOGS/$name.log ]] || continue
    say "== $(rel "$LOGS/$name.log")"
    tail -n 30 "$LOGS/$name.log"
  done
}

cmd_signal() { # SIG name... -> the signal to every live process carrying our mark for each named component (exactly those named)
  local sig=${1:-} name pid sent
  [[ $sig =~ ^[A-Z0-9]+$ ]] || die "signal: give a signal name (KILL, STOP, CONT, TERM) and then components"
  shift
  (($#)) || die "signal $sig: name at least one component"
  check_names "$@"
  for name in $(local_only 'not ours to signal' "$@"); do
    sent=0
    for pid in $(our_pids "$name"); do kill "-$sig" "$pid" 2>/dev/null && sent=$((sent + 1)); done
    line "$name" "SIG$sig sent to $sent process(es)"
  done
}

cmd_pids() { # name... -> every live process carrying our mark for each named component, one pid a line
  local name
  (($#)) || die "pids: name at least one component"
  check_names "$@"
  for name in $(local_only 'not ours' "$@"); do our_pids "$name"; done
}

cmd_env() { # export lines for the services and tests: what this script runs, on its ports
  local name
  for name in $(names); do
    [[ $name == postgres ]] && continue
    overridden_by "$name" >/dev/null || printf 'export %s\n' "$("$(fn "$name" env)")"
  done
}

case ${1:-} in
  provision) shift; cmd_provision "$@" ;;
  up) shift; cmd_up "$@" ;;
  down) shift; cmd_down "$@" ;;
  status) cmd_status ;;
  logs) shift; cmd_logs "$@" ;;
  env) cmd_env ;;
  signal) shift; cmd_signal "$@" ;;
  pids) shift; cmd_pids "$@" ;;
  *)
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
