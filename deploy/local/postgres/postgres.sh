# shellcheck shell=bash
# A PostgreSQL cluster of our own (Debian's server binaries, never the system cluster) on
# HOST:POSTGRES_PORT, FerretDB's backend. PostgreSQL refuses to run as root, so as root the cluster
# runs as the `postgres` user with its data under /var/tmp/scoreline/<checkout>-<hash>/ (root's home is
# not reachable by that user); otherwise under STATE/postgres. pg_ctl starts and stops it.
# Sourced by infra.sh; see its header for the interface.

PG_USER_NAME=scoreline # the cluster's superuser, whatever the OS user

as_root() { [[ $(id -u) -eq 0 ]]; }

postgres_bindir() { # the newest installed PostgreSQL server binaries
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

postgres_base() { # where the cluster lives
  if as_root; then
    # keyed by the checkout (the default state folder) or by the state folder (a second stack)
    local key=$STATE
    [[ $STATE == "$REPO/.infra" ]] && key=$REPO
    printf '/var/tmp/scoreline/%s-%s' "$(basename "$REPO")" "$(printf '%s' "$key" | sha256sum | cut -c1-8)"
  else
    printf '%s/postgres' "$STATE"
  fi
}

run_pg() { # command... -> a PostgreSQL server tool as the cluster's OS user, from a directory it can read
  if as_root; then
    (cd "$(postgres_base)" && env "$(marker postgres)" runuser -u postgres -- "$@" 8>&- 9>&-)
  else
    (cd "$(postgres_base)" && env "$(marker postgres)" "$@" 8>&- 9>&-)
  fi
}

postgres_provisioned() { postgres_bindir >/dev/null; }
postgres_prerequisites() { :; } # provision installs it from apt (as root) or says how

postgres_provision() {
  local t0 d
  if d=$(postgres_bindir); then
    ok postgres "found $("$d/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /') ($d)"
    return
  fi
  if ! as_root || ! command -v apt-get >/dev/null 2>&1; then
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
  d=$(postgres_bindir) || die "postgres: installed, but no initdb/pg_ctl found under /usr/lib/postgresql/*/bin"
  ok postgres "installed $("$d/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /') in $(since "$t0")"
}

postgres_pid() { # the postmaster's pid when our cluster runs
  local data pid
  data=$(postgres_base)/data
  [[ -f $data/postmaster.pid ]] || return 1
  pid=$(head -n 1 "$data/postmaster.pid" | tr -dc '0-9')
  [[ -n $pid ]] && alive "$pid" && printf '%s' "$pid"
}

postgres_prepare() { # bin -> creates the cluster once
  local bin=$1 base data
  base=$(postgres_base)
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
    { show_log_tail "$base/initdb.log"; die "postgres: initdb failed"; }
  # initdb trusts loopback only; a cluster listening on another address of its own (a rehearsal
  # host) trusts that address too, and nothing else.
  if [[ $HOST != 127.0.0.1 ]]; then
    run_pg sh -c "printf 'host all all %s/32 trust\\n' '$HOST' >>'$data/pg_hba.conf'"
  fi
}

postgres_start() { # pg_ctl waits until it accepts connections (PG_START_TIMEOUT)
  local bin base
  bin=$(postgres_bindir)
  base=$(postgres_base)
  postgres_prepare "$bin"
  ln -sfn "$base/postgres.log" "$LOGS/postgres.log"
  if ! run_pg "$bin/pg_ctl" -D "$base/data" -l "$base/postgres.log" -w -t "${PG_START_TIMEOUT:-60}" -s \
    -o "-c listen_addresses=$HOST -c port=$POSTGRES_PORT -c unix_socket_directories=$base/run -c max_connections=400" \
    start; then
    fail postgres "pg_ctl start failed"
    show_log_tail "$base/postgres.log"
    return 1
  fi
  postgres_pid >"$(pidfile postgres)"
  line postgres "started (pid $(pid_from_file postgres)) on $HOST:$POSTGRES_PORT, data $base/data"
}

postgres_ensure_database() { # name -> created once
  local bin
  bin=$(postgres_bindir)
  "$bin/psql" -h "$HOST" -p "$POSTGRES_PORT" -U "$PG_USER_NAME" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$1'" | grep -q 1 ||
    "$bin/createdb" -h "$HOST" -p "$POSTGRES_PORT" -U "$PG_USER_NAME" "$1"
}

postgres_health() {
  local bin
  bin=$(postgres_bindir) || { echo 'no PostgreSQL binaries' >&2; return 1; }
  if "$bin/pg_isready" -q -h "$HOST" -p "$POSTGRES_PORT"; then echo 'accepting connections'
  else echo "not accepting connections on $HOST:$POSTGRES_PORT" >&2; return 1; fi
}

postgres_stop() {
  local pid bin t0 base extra stopped=0
  base=$(postgres_base)
  t0=$(now_ms)
  if pid=$(postgres_pid) && [[ -d $base/data ]]; then
    bin=$(postgres_bindir) || bin=''
    if [[ -z $bin ]] || ! run_pg "$bin/pg_ctl" -D "$base/data" -m fast -w -t 60 -s stop; then
      stop_pid postgres "$pid" 30
    fi
    stopped=1
  fi
  rm -f "$(pidfile postgres)"
  for extra in $(our_pids postgres); do stop_pid postgres "$extra" 10; stopped=1; done
  if ((stopped)); then ok postgres "stopped in $(since "$t0")"; else line postgres "not running"; fi
}
