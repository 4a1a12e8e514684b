#!/usr/bin/env bash
# Local infrastructure without Docker: Apache Kafka (KRaft, one node), FerretDB v1 on a PostgreSQL
# cluster of our own, and stripe-mock, all on 127.0.0.1.
#
#   bash deploy/local/infra.sh provision   download/build into the cache only (idempotent; used by setup)
#   bash deploy/local/infra.sh up          provision if needed, start everything, wait until healthy
#   bash deploy/local/infra.sh down        stop everything this checkout started (no process left behind)
#   bash deploy/local/infra.sh status      one line per component; exit 0 only when all are healthy
#   bash deploy/local/infra.sh logs [name] last lines of each component's log
#
# Binaries are cached outside the clone, keyed by version, so another clone reuses them:
#   ${SCORELINE_INFRA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/scoreline}
# Runtime state (pid files, logs, Kafka data, configuration) lives in <repo>/.infra/. PostgreSQL refuses
# to run as root, so as root the cluster runs as the `postgres` user with its data under
# /var/tmp/scoreline/<checkout>/ (root's home is not reachable by that user); otherwise under .infra/.
# When KAFKA_BROKERS, MONGODB_URI or STRIPE_API_BASE is set, that component is used as given and
# nothing is started (or stopped) for it here.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
STATE=$REPO/.infra
LOGS=$STATE/logs
RUN=$STATE/run
CACHE=${SCORELINE_INFRA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/scoreline}

HOST=127.0.0.1
KAFKA_PORT=9092
KAFKA_CONTROLLER_PORT=9093
MONGO_PORT=27017
PG_PORT=55432
STRIPE_PORT=12111
STRIPE_HTTPS_PORT=12112 # stripe-mock always serves HTTPS too when given -http-addr; kept on loopback
STRIPE_MOCK_VERSION=v0.203.0

KAFKA_HEALTH_TIMEOUT=${KAFKA_HEALTH_TIMEOUT:-90}
FERRETDB_HEALTH_TIMEOUT=${FERRETDB_HEALTH_TIMEOUT:-30}
STRIPE_HEALTH_TIMEOUT=${STRIPE_HEALTH_TIMEOUT:-30}
PG_START_TIMEOUT=${PG_START_TIMEOUT:-60}

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

show_log_tail() { # name file
  local file=$2
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

is_ours() { # pid component
  alive "$1" && [[ $(infra_id_of "$1") == "$2@$STATE" ]]
}

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

our_pids() { # component -> every live process carrying our marker for it
  local want file pid
  want=$(marker "$1")
  for file in /proc/[0-9]*/environ; do
    pid=${file#/proc/}
    pid=${pid%/environ}
    [[ $pid == "$$" || $pid == "$BASHPID" ]] && continue
    if grep -qzxF "$want" "$file" 2>/dev/null && alive "$pid"; then printf '%s\n' "$pid"; fi
  done
}

start_bg() { # component logfile command... -> starts it in its own session, records its pid
  local name=$1 log=$2
  shift 2
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

# ----------------------------------------------------------------------------------------------- ports

port_open() { # port -> true when something accepts TCP connections on 127.0.0.1:port
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

# Returns 0 when the port is free; 2 when a healthy Scoreline component of another checkout holds it
# (OTHER_CHECKOUT and OTHER_PID are set); 1 after printing why it cannot be used.
OTHER_CHECKOUT='' OTHER_PID=''
check_port_free() { # component port hint
  local name=$1 port=$2 hint=$3 pid id
  port_open "$port" || return 0
  pid=$(port_owner_pid "$port")
  id=''
  [[ -n $pid ]] && id=$(infra_id_of "$pid")
  if [[ -n $id && $id == "$name@"* && $id != "$name@$STATE" ]]; then
    OTHER_CHECKOUT=${id#*@}
    OTHER_PID=$pid
    return 2
  fi
  fail "$name" "$HOST:$port is already in use by $(describe_port_owner "$port")."
  printf '  %-12s %s\n' '' "Stop that process, or $hint." >&2
  return 1
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
probe() { node "$HERE/health.mjs" "$@" 2>/dev/null; } # kafka|mongo|stripe address
probe_reason() { node "$HERE/health.mjs" "$@" 2>&1 >/dev/null | tail -n 1 || true; }

# ----------------------------------------------------------------------------------------- prerequisites

MISSING=()
missing() { MISSING+=("$1"); }
report_missing() {
  ((${#MISSING[@]} == 0)) && return 0
  printf '%sinfra: missing prerequisites:%s\n' "$RED" "$RESET" >&2
  local m
  for m in "${MISSING[@]}"; do printf '  - %s\n' "$m" >&2; done
  exit 1
}

check_java() {
  if ! command -v java >/dev/null 2>&1; then
    missing "java: Kafka runs on a Java runtime (17 recommended, 11 at least). Debian/Ubuntu: apt-get install -y openjdk-17-jdk-headless; elsewhere https://adoptium.net"
    return
  fi
  local major
  major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p' | head -n 1)
  if [[ -n $major && $major -lt 11 ]]; then
    missing "java: found Java $major, Kafka 3.9 needs 11 or newer (17 recommended): apt-get install -y openjdk-17-jdk-headless"
  fi
}
check_mvn() {
  command -v mvn >/dev/null 2>&1 ||
    missing "mvn: needed once to fetch Kafka from Maven Central into $CACHE. Debian/Ubuntu: apt-get install -y maven; elsewhere https://maven.apache.org/download.cgi"
}
check_go() {
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

# -------------------------------------------------------------------------------------------- provision

KAFKA_POM=$HERE/kafka/pom.xml
FERRETDB_SRC=$HERE/ferretdb

kafka_version() { sed -n '/<artifactId>kafka_2.13<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;}' "$KAFKA_POM"; }
kafka_home() { printf '%s/kafka-%s-%s' "$CACHE" "$(kafka_version)" "$(sha256sum "$KAFKA_POM" | cut -c1-12)"; }
ferretdb_version() { awk '$1 == "require" && $2 == "github.com/FerretDB/FerretDB" { print $3 } $1 == "github.com/FerretDB/FerretDB" { print $2 }' "$FERRETDB_SRC/go.mod" | head -n 1; }
ferretdb_bin() {
  printf '%s/ferretdb-%s-%s/scoreline-ferretdb' "$CACHE" "$(ferretdb_version)" \
    "$(cat "$FERRETDB_SRC/go.mod" "$FERRETDB_SRC/go.sum" "$FERRETDB_SRC/main.go" | sha256sum | cut -c1-12)"
}
stripe_bin() { printf '%s/stripe-mock-%s/stripe-mock' "$CACHE" "$STRIPE_MOCK_VERSION"; }

pg_bindir() { # the newest installed PostgreSQL server binaries
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [[ -x $d/initdb && -x $d/pg_ctl && -x $d/postgres ]] && { printf '%s' "$d"; return 0; }
  done
  if command -v pg_config >/dev/null 2>&1; then
    d=$(pg_config --bindir 2>/dev/null || true)
    [[ -n $d && -x $d/initdb && -x $d/pg_ctl ]] && { printf '%s' "$d"; return 0; }
  fi
  d=$(command -v initdb 2>/dev/null || true)
  [[ -n $d && -x $(dirname "$d")/pg_ctl ]] && { dirname "$d"; return 0; }
  return 1
}

use_kafka() { [[ -z ${KAFKA_BROKERS:-} ]]; }
use_mongo() { [[ -z ${MONGODB_URI:-} ]]; }
use_stripe() { [[ -z ${STRIPE_API_BASE:-} ]]; }

provision_kafka() {
  local home tmp t0 jars
  home=$(kafka_home)
  if [[ -f $home/.complete ]]; then
    ok kafka "cached: $(kafka_version) ($home)"
    return
  fi
  t0=$(now_ms)
  say "  kafka        fetching org.apache.kafka:kafka_2.13:$(kafka_version) from Maven Central (mvn dependency:copy-dependencies)..."
  tmp=$(mktemp -d "$CACHE/.kafka.XXXXXX")
  cp "$KAFKA_POM" "$tmp/pom.xml"
  if ! (cd "$tmp" && mvn -B -q -Dstyle.color=never -f pom.xml dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory=lib >mvn.log 2>&1); then
    show_log_tail kafka "$tmp/mvn.log"
    rm -rf "$tmp"
    die "kafka: mvn could not fetch Kafka from Maven Central (its output above)"
  fi
  rm -f "$tmp/mvn.log"
  [[ -f $tmp/lib/kafka_2.13-$(kafka_version).jar ]] || { rm -rf "$tmp"; die "kafka: lib/kafka_2.13-$(kafka_version).jar is missing after mvn"; }
  jars=$(find "$tmp/lib" -name '*.jar' | wc -l)
  touch "$tmp/.complete"
  rm -rf "$home"
  mv "$tmp" "$home"
  ok kafka "fetched $jars jars ($(du -sh "$home/lib" | cut -f1)) in $(since "$t0") -> $home"
}

provision_ferretdb() {
  local bin dir tmp t0
  bin=$(ferretdb_bin)
  if [[ -x $bin ]]; then
    ok ferretdb "cached: $(ferretdb_version) ($bin)"
    return
  fi
  t0=$(now_ms)
  say "  ferretdb     building FerretDB $(ferretdb_version) (deploy/local/ferretdb, go build; a few minutes cold)..."
  dir=$(dirname "$bin")
  tmp=$(mktemp -d "$CACHE/.ferretdb.XXXXXX")
  if ! (cd "$FERRETDB_SRC" && go build -trimpath -o "$tmp/scoreline-ferretdb" .); then
    rm -rf "$tmp"
    die "ferretdb: go build failed (output above)"
  fi
  rm -rf "$dir"
  mv "$tmp" "$dir"
  ok ferretdb "built in $(since "$t0") -> $bin"
}

provision_stripe() {
  local bin dir tmp t0
  bin=$(stripe_bin)
  if [[ -x $bin ]]; then
    ok stripe-mock "cached: $STRIPE_MOCK_VERSION ($bin)"
    return
  fi
  t0=$(now_ms)
  say "  stripe-mock  go install github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION..."
  dir=$(dirname "$bin")
  tmp=$(mktemp -d "$CACHE/.stripe-mock.XXXXXX")
  if ! GOBIN=$tmp go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"; then
    rm -rf "$tmp"
    die "stripe-mock: go install failed (output above)"
  fi
  rm -rf "$dir"
  mv "$tmp" "$dir"
  ok stripe-mock "built in $(since "$t0") -> $bin"
}

provision_postgres() {
  local t0 d
  if d=$(pg_bindir); then
    ok postgres "found $("$d/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /') ($d)"
    return
  fi
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
    die "postgres: PostgreSQL server binaries (initdb, pg_ctl, postgres) not found. Debian/Ubuntu: sudo apt-get install -y postgresql; elsewhere install PostgreSQL 13+ server packages."
  fi
  t0=$(now_ms)
  say "  postgres     apt-get install -y postgresql..."
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -q postgresql; then
    say "  postgres     not installable from the current package lists: apt-get update, then again..."
    apt-get update -q
    apt-get install -y -q postgresql || die "postgres: apt-get install -y postgresql failed (output above)"
  fi
  d=$(pg_bindir) || die "postgres: installed, but no initdb/pg_ctl found under /usr/lib/postgresql/*/bin"
  ok postgres "installed $("$d/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /') in $(since "$t0")"
}

# provision [quiet-when-cached]: fetch/build everything that is not cached; report all missing tools at once.
cmd_provision() {
  local t0 need_kafka=0 need_ferretdb=0 need_stripe=0
  t0=$(now_ms)
  mkdir -p "$CACHE"
  take_lock 8 "$CACHE/.provision.lock"

  use_kafka && [[ ! -f $(kafka_home)/.complete ]] && need_kafka=1
  use_mongo && [[ ! -x $(ferretdb_bin) ]] && need_ferretdb=1
  use_stripe && [[ ! -x $(stripe_bin) ]] && need_stripe=1
  use_kafka && check_java
  ((need_kafka)) && check_mvn
  ((need_ferretdb || need_stripe)) && check_go
  report_missing

  say "${BOLD}provision${RESET} (cache: $CACHE)"
  if use_kafka; then provision_kafka; else note kafka "KAFKA_BROKERS is set: nothing to provision"; fi
  if use_mongo; then
    provision_postgres
    provision_ferretdb
  else
    note ferretdb "MONGODB_URI is set: nothing to provision"
  fi
  if use_stripe; then provision_stripe; else note stripe-mock "STRIPE_API_BASE is set: nothing to provision"; fi
  say "provision done in $(since "$t0")"
  flock -u 8
}

# ------------------------------------------------------------------------------------------- postgres

as_root() { [[ $(id -u) -eq 0 ]]; }

pg_base() { # where the cluster lives: postgres cannot reach /root, and refuses to run as root
  if as_root; then
    printf '/var/tmp/scoreline/%s-%s' "$(basename "$REPO")" "$(printf '%s' "$REPO" | sha256sum | cut -c1-8)"
  else
    printf '%s/postgres' "$STATE"
  fi
}
PG_USER_NAME=scoreline # the cluster's superuser, whatever the OS user

run_pg() { # command... -> runs a PostgreSQL server tool as the cluster's OS user, from a directory it can read
  if as_root; then
    (cd "$(pg_base)" && env "$(marker postgres)" runuser -u postgres -- "$@" 8>&- 9>&-)
  else
    (cd "$(pg_base)" && env "$(marker postgres)" "$@" 8>&- 9>&-)
  fi
}

pg_running_pid() { # the postmaster's pid when our cluster runs
  local data pid
  data=$(pg_base)/data
  [[ -f $data/postmaster.pid ]] || return 1
  pid=$(head -n 1 "$data/postmaster.pid" | tr -dc '0-9')
  [[ -n $pid ]] && alive "$pid" && printf '%s' "$pid"
}

pg_prepare() { # creates the cluster once
  local base data bin
  bin=$1
  base=$(pg_base)
  data=$base/data
  if as_root; then
    id postgres >/dev/null 2>&1 || die "postgres: the 'postgres' user does not exist (it comes with Debian's postgresql package: apt-get install -y postgresql)"
    mkdir -p /var/tmp/scoreline
    chmod 755 /var/tmp/scoreline
    mkdir -p "$base"
    chown postgres: "$base"
    chmod 700 "$base"
  else
    mkdir -p "$base"
    chmod 700 "$base"
  fi
  run_pg mkdir -p "$base/run"
  if [[ -f $data/PG_VERSION ]]; then
    local have want
    have=$(cat "$data/PG_VERSION")
    want=$("$bin/postgres" --version | sed -n 's/.* \([0-9][0-9]*\)\..*/\1/p')
    [[ $have == "$want" ]] || die "postgres: $data was made by PostgreSQL $have but the binaries are $want; remove that directory (its data is lost) and run up again"
    return
  fi
  run_pg "$bin/initdb" -D "$data" -U "$PG_USER_NAME" --auth=trust -E UTF8 --no-locale --no-sync >"$base/initdb.log" 2>&1 ||
    { show_log_tail postgres "$base/initdb.log"; die "postgres: initdb failed"; }
}

# ---------------------------------------------------------------------------------------------- kafka

write_kafka_config() {
  local dir=$STATE/kafka
  mkdir -p "$dir/data"
  cat >"$dir/server.properties" <<EOF
# Written by deploy/local/infra.sh on every start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$dir/data
num.partitions=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
# Topics are created from libs/events' registry by our code, never by a typo.
auto.create.topics.enable=false
EOF
  cat >"$dir/log4j.properties" <<'EOF'
log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
# one line that says the server is up
log4j.logger.kafka.server.KafkaRaftServer=INFO
EOF
}

kafka_java() { # java options for every Kafka JVM of ours
  java -Xmx512m -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    "-Dlog4j.configuration=file:$STATE/kafka/log4j.properties" -cp "$(kafka_home)/lib/*" "$@"
}

kafka_format_once() {
  local dir=$STATE/kafka cluster_id
  [[ -f $dir/data/meta.properties ]] && return 0
  cluster_id=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$LOGS/kafka.log" | tail -n 1)
  [[ -n $cluster_id ]] || { show_log_tail kafka "$LOGS/kafka.log"; die "kafka: StorageTool random-uuid printed nothing"; }
  printf '%s\n' "$cluster_id" >"$dir/cluster-id"
  kafka_java kafka.tools.StorageTool format -t "$cluster_id" -c "$dir/server.properties" >>"$LOGS/kafka.log" 2>&1 ||
    { show_log_tail kafka "$LOGS/kafka.log"; die "kafka: formatting the storage failed"; }
}

# ------------------------------------------------------------------------------------------------- up

# Each component: preflight (already ours? port free?), start, then wait. Results in these:
declare -A STARTED_AT=() PIDS=() SKIP=() OTHERS=()

preflight() { # component ports... -> sets SKIP[component] to "running"/"other" or fails
  local name=$1 port rc pid
  shift
  if [[ $name == postgres ]]; then
    pid=$(pg_running_pid || true)
    if [[ -n $pid ]]; then SKIP[$name]=running PIDS[$name]=$pid; return 0; fi
  elif pid=$(running_pid "$name"); then
    SKIP[$name]=running PIDS[$name]=$pid
    return 0
  fi
  for port in "$@"; do
    rc=0
    check_port_free "$name" "$port" "$(override_hint "$name")" || rc=$?
    case $rc in
      0) ;;
      2)
        SKIP[$name]=other PIDS[$name]=$OTHER_PID OTHERS[$name]=$OTHER_CHECKOUT
        note "$name" "$HOST:$port is served by the infrastructure of another checkout ($OTHER_CHECKOUT, pid $OTHER_PID): using it, not starting one here"
        return 0
        ;;
      *) return 1 ;;
    esac
  done
}

override_hint() {
  case $1 in
    kafka) printf 'set KAFKA_BROKERS to use a broker that is already running' ;;
    ferretdb | postgres) printf 'set MONGODB_URI to use a MongoDB-protocol server that is already running' ;;
    stripe-mock) printf 'set STRIPE_API_BASE to use a stripe-mock that is already running' ;;
  esac
}

cmd_up() {
  local t_all bad=0 name pg_bin base
  t_all=$(now_ms)
  need_node
  mkdir -p "$LOGS" "$RUN"
  take_lock 9 "$RUN/infra.lock"

  say "${BOLD}preflight${RESET}"
  local components=()
  if use_kafka; then components+=(kafka); else note kafka "KAFKA_BROKERS=$KAFKA_BROKERS is set: using it, nothing started"; fi
  if use_mongo; then components+=(ferretdb postgres); else note ferretdb "MONGODB_URI is set: using it, nothing started (no FerretDB, no PostgreSQL)"; fi
  if use_stripe; then components+=(stripe-mock); else note stripe-mock "STRIPE_API_BASE=$STRIPE_API_BASE is set: using it, nothing started"; fi

  use_kafka && { preflight kafka "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT" || bad=1; }
  if use_mongo; then
    preflight ferretdb "$MONGO_PORT" || bad=1
    if [[ ${SKIP[ferretdb]:-} == other ]]; then
      SKIP[postgres]=other # the other checkout's FerretDB brings its own PostgreSQL
    else
      preflight postgres "$PG_PORT" || bad=1
      [[ ${SKIP[postgres]:-} == other ]] && { fail postgres "PostgreSQL $HOST:$PG_PORT belongs to another checkout ($OTHER_CHECKOUT) whose FerretDB is not running: start it there, or stop it there (npm run infra:down)"; bad=1; }
    fi
  fi
  use_stripe && { preflight stripe-mock "$STRIPE_PORT" "$STRIPE_HTTPS_PORT" || bad=1; }
  ((bad)) && die "nothing was started."

  # provision only what will be started here
  local need=0
  [[ -n ${SKIP[kafka]:-} ]] || { use_kafka && [[ ! -f $(kafka_home)/.complete ]] && need=1; }
  [[ -n ${SKIP[ferretdb]:-} ]] || { use_mongo && { [[ ! -x $(ferretdb_bin) ]] || ! pg_bindir >/dev/null; } && need=1; }
  [[ -n ${SKIP[stripe-mock]:-} ]] || { use_stripe && [[ ! -x $(stripe_bin) ]] && need=1; }
  if ((need)); then cmd_provision; fi
  [[ -n ${SKIP[kafka]:-} ]] || ! use_kafka || { MISSING=(); check_java; report_missing; }

  say "${BOLD}start${RESET}"
  if [[ -n ${SKIP[kafka]:-}${SKIP[ferretdb]:-}${SKIP[stripe-mock]:-} ]] &&
    { ! use_kafka || [[ -n ${SKIP[kafka]:-} ]]; } && { ! use_mongo || [[ -n ${SKIP[ferretdb]:-} && -n ${SKIP[postgres]:-} ]]; } &&
    { ! use_stripe || [[ -n ${SKIP[stripe-mock]:-} ]]; }; then
    line '' 'nothing to start: every component is already running'
  fi
  # Kafka takes longest: start it first, the rest come up while it does.
  if use_kafka && [[ -z ${SKIP[kafka]:-} ]]; then
    write_kafka_config
    kafka_format_once
    STARTED_AT[kafka]=$(now_ms)
    start_bg kafka "$LOGS/kafka.log" java -Xmx512m -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
      "-Dlog4j.configuration=file:$STATE/kafka/log4j.properties" -cp "$(kafka_home)/lib/*" kafka.Kafka "$STATE/kafka/server.properties"
    PIDS[kafka]=$(cat "$(pidfile kafka)")
    line kafka "started (pid ${PIDS[kafka]}), KRaft broker+controller on $HOST:$KAFKA_PORT/$KAFKA_CONTROLLER_PORT"
  fi

  if use_mongo && [[ -z ${SKIP[postgres]:-} ]]; then
    pg_bin=$(pg_bindir)
    base=$(pg_base)
    pg_prepare "$pg_bin"
    ln -sfn "$base/postgres.log" "$LOGS/postgres.log"
    STARTED_AT[postgres]=$(now_ms)
    if ! run_pg "$pg_bin/pg_ctl" -D "$base/data" -l "$base/postgres.log" -w -t "$PG_START_TIMEOUT" -s \
      -o "-c listen_addresses=$HOST -c port=$PG_PORT -c unix_socket_directories=$base/run -c max_connections=400 -c synchronous_commit=off" \
      start; then
      fail postgres "pg_ctl start failed"
      show_log_tail postgres "$base/postgres.log"
      bad=1
    else
      PIDS[postgres]=$(pg_running_pid)
      printf '%s\n' "${PIDS[postgres]}" >"$(pidfile postgres)"
      if ! "$pg_bin/psql" -h "$HOST" -p "$PG_PORT" -U "$PG_USER_NAME" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'ferretdb'" | grep -q 1; then
        "$pg_bin/createdb" -h "$HOST" -p "$PG_PORT" -U "$PG_USER_NAME" ferretdb
      fi
      ok postgres "ready in $(since "${STARTED_AT[postgres]}") (pid ${PIDS[postgres]}) on $HOST:$PG_PORT, data $base/data"
    fi
  elif [[ ${SKIP[postgres]:-} == running ]]; then
    printf '%s\n' "${PIDS[postgres]}" >"$(pidfile postgres)"
  fi

  if use_mongo && [[ -z ${SKIP[ferretdb]:-} ]] && ((bad == 0)); then
    STARTED_AT[ferretdb]=$(now_ms)
    start_bg ferretdb "$LOGS/ferretdb.log" "$(ferretdb_bin)" -listen-addr "$HOST:$MONGO_PORT" \
      -postgresql-url "postgres://$PG_USER_NAME@$HOST:$PG_PORT/ferretdb?pool_max_conns=300" -log-level warn
    PIDS[ferretdb]=$(cat "$(pidfile ferretdb)")
    line ferretdb "started (pid ${PIDS[ferretdb]}) on $HOST:$MONGO_PORT"
  fi

  if use_stripe && [[ -z ${SKIP[stripe-mock]:-} ]]; then
    STARTED_AT[stripe-mock]=$(now_ms)
    start_bg stripe-mock "$LOGS/stripe-mock.log" "$(stripe_bin)" -http-addr "$HOST:$STRIPE_PORT" -https-addr "$HOST:$STRIPE_HTTPS_PORT"
    PIDS[stripe-mock]=$(cat "$(pidfile stripe-mock)")
    line stripe-mock "started (pid ${PIDS[stripe-mock]}) on http://$HOST:$STRIPE_PORT (its HTTPS on $HOST:$STRIPE_HTTPS_PORT)"
  fi

  say "${BOLD}health${RESET} (polled together; times are from each component's start)"
  if [[ ${SKIP[postgres]:-} == running ]]; then
    if "$(pg_bindir)/pg_isready" -q -h "$HOST" -p "$PG_PORT"; then ok postgres "already running (pid ${PIDS[postgres]}), accepting connections"
    else fail postgres "running (pid ${PIDS[postgres]}) but not accepting connections on $HOST:$PG_PORT"; show_log_tail postgres "$LOGS/postgres.log"; bad=1; fi
  fi
  local -A PROBE=() DEADLINE=()
  local pending=() still=() args=() detail t
  for name in kafka ferretdb stripe-mock; do
    case $name in
      kafka) use_kafka || continue; PROBE[$name]="kafka $HOST:$KAFKA_PORT" t=$KAFKA_HEALTH_TIMEOUT ;;
      ferretdb) use_mongo || continue; PROBE[$name]="mongo $HOST:$MONGO_PORT" t=$FERRETDB_HEALTH_TIMEOUT ;;
      stripe-mock) use_stripe || continue; PROBE[$name]="stripe http://$HOST:$STRIPE_PORT" t=$STRIPE_HEALTH_TIMEOUT ;;
    esac
    [[ -n ${PIDS[$name]:-} ]] || continue # not started because an earlier step failed
    DEADLINE[$name]=$(($(now_ms) + t * 1000))
    pending+=("$name")
  done
  while ((${#pending[@]})); do
    still=()
    for name in "${pending[@]}"; do
      read -r -a args <<<"${PROBE[$name]}"
      if detail=$(HEALTH_VERBOSE=1 node "$HERE/health.mjs" "${args[@]}" 2>/dev/null); then
        if [[ -n ${STARTED_AT[$name]:-} ]]; then
          ok "$name" "healthy in $(since "${STARTED_AT[$name]}") ($detail)"
        elif [[ ${SKIP[$name]} == other ]]; then
          ok "$name" "running from another checkout (${OTHERS[$name]}, pid ${PIDS[$name]}), healthy ($detail)"
        else
          ok "$name" "already running (pid ${PIDS[$name]}), healthy ($detail)"
        fi
      elif ! alive "${PIDS[$name]}"; then
        fail "$name" "the process (pid ${PIDS[$name]}) exited before it became healthy"
        show_log_tail "$name" "$LOGS/$name.log"
        bad=1
      elif (($(now_ms) >= DEADLINE[$name])); then
        fail "$name" "not healthy in time: $(probe_reason "${args[@]}")"
        show_log_tail "$name" "$LOGS/$name.log"
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
  use_kafka && say "  KAFKA_BROKERS=$HOST:$KAFKA_PORT"
  use_mongo && say "  MONGODB_URI=mongodb://$HOST:$MONGO_PORT"
  use_stripe && say "  STRIPE_API_BASE=http://$HOST:$STRIPE_PORT"
  return 0
}

# ----------------------------------------------------------------------------------------------- down

stop_component() { # component timeout
  local name=$1 timeout=$2 pid t0 stopped=0 extra
  t0=$(now_ms)
  if pid=$(running_pid "$name"); then
    stop_pid "$name" "$pid" "$timeout"
    stopped=1
  fi
  rm -f "$(pidfile "$name")"
  for extra in $(our_pids "$name"); do # anything of ours that lost its pid file
    note "$name" "stopping pid $extra ($(cmdline_of "$extra")), which had no pid file"
    stop_pid "$name" "$extra" "$timeout"
    stopped=1
  done
  if ((stopped)); then ok "$name" "stopped in $(since "$t0")"; else line "$name" "not running"; fi
}

stop_postgres() {
  local pid bin t0 base extra
  base=$(pg_base)
  t0=$(now_ms)
  if pid=$(pg_running_pid) && [[ -d $base/data ]]; then
    bin=$(pg_bindir) || bin=''
    if [[ -n $bin ]] && run_pg "$bin/pg_ctl" -D "$base/data" -m fast -w -t 60 -s stop; then
      :
    else
      stop_pid postgres "$pid" 30
    fi
    rm -f "$(pidfile postgres)"
    for extra in $(our_pids postgres); do stop_pid postgres "$extra" 10; done
    ok postgres "stopped in $(since "$t0")"
  else
    rm -f "$(pidfile postgres)"
    local left
    left=$(our_pids postgres)
    if [[ -n $left ]]; then
      for extra in $left; do stop_pid postgres "$extra" 10; done
      ok postgres "stopped leftover processes in $(since "$t0")"
    else
      line postgres "not running"
    fi
  fi
}

cmd_down() {
  mkdir -p "$RUN"
  take_lock 9 "$RUN/infra.lock"
  say "${BOLD}down${RESET}"
  if use_stripe; then stop_component stripe-mock 10; else note stripe-mock "STRIPE_API_BASE is set: not ours to stop"; fi
  if use_mongo; then
    stop_component ferretdb 15
    stop_postgres
  else
    note ferretdb "MONGODB_URI is set: not ours to stop"
  fi
  if use_kafka; then stop_component kafka 60; else note kafka "KAFKA_BROKERS is set: not ours to stop"; fi
}

# --------------------------------------------------------------------------------------------- status

cmd_status() {
  local bad=0 name pid args reason where
  need_node
  say "${BOLD}status${RESET} ($(rel "$STATE"))"
  for name in kafka postgres ferretdb stripe-mock; do
    case $name in
      kafka)
        use_kafka || { note kafka "external: KAFKA_BROKERS=$KAFKA_BROKERS"; continue; }
        args=(kafka "$HOST:$KAFKA_PORT") where="$HOST:$KAFKA_PORT" ;;
      postgres)
        use_mongo || continue
        where="$HOST:$PG_PORT" ;;
      ferretdb)
        use_mongo || { note ferretdb "external: MONGODB_URI is set"; continue; }
        args=(mongo "$HOST:$MONGO_PORT") where="mongodb://$HOST:$MONGO_PORT" ;;
      stripe-mock)
        use_stripe || { note stripe-mock "external: STRIPE_API_BASE=$STRIPE_API_BASE"; continue; }
        args=(stripe "http://$HOST:$STRIPE_PORT") where="http://$HOST:$STRIPE_PORT" ;;
    esac
    if [[ $name == postgres ]]; then
      if pid=$(pg_running_pid); then
        local bin
        bin=$(pg_bindir || true)
        if [[ -n $bin ]] && "$bin/pg_isready" -q -h "$HOST" -p "$PG_PORT"; then ok postgres "healthy (pid $pid) $where"
        else fail postgres "running (pid $pid) but not accepting connections on $where"; bad=1; fi
      elif port_open "$PG_PORT"; then
        note postgres "not ours: $where is served by $(describe_port_owner "$PG_PORT")"
      else
        fail postgres "stopped"; bad=1
      fi
      continue
    fi
    pid=$(pid_from_file "$name" || true)
    if [[ -n $pid ]] && ! is_ours "$pid" "$name"; then
      note "$name" "stale pid file $(rel "$(pidfile "$name")") (pid $pid is not ours or not running); up or down will clean it"
      pid=''
    fi
    if [[ -n $pid ]]; then
      if probe "${args[@]}"; then ok "$name" "healthy (pid $pid) $where"
      else reason=$(probe_reason "${args[@]}"); fail "$name" "running (pid $pid) but not healthy: $reason"; bad=1; fi
    elif port_open "${where##*:}"; then
      local opid id
      opid=$(port_owner_pid "${where##*:}")
      id=''
      [[ -n $opid ]] && id=$(infra_id_of "$opid")
      if [[ -n $id && $id == "$name@"* ]] && probe "${args[@]}"; then
        ok "$name" "healthy (pid $opid, started by another checkout: ${id#*@}) $where"
      else
        fail "$name" "not ours: $where is in use by $(describe_port_owner "${where##*:}")"; bad=1
      fi
    else
      fail "$name" "stopped"; bad=1
    fi
  done
  if ((bad)); then say "not everything is up: npm run infra:up"; return 1; fi
  say "all healthy"
}

cmd_logs() {
  local name names=("$@")
  ((${#names[@]})) || names=(kafka postgres ferretdb stripe-mock)
  for name in "${names[@]}"; do
    [[ -e $LOGS/$name.log ]] || continue
    say "== $(rel "$LOGS/$name.log")"
    tail -n 30 "$LOGS/$name.log"
  done
}

case ${1:-} in
  provision) cmd_provision ;;
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  logs) shift; cmd_logs "$@" ;;
  *)
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
