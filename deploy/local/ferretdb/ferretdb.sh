# shellcheck shell=bash
# FerretDB v1 (the MongoDB wire protocol on PostgreSQL), our small Go main in this folder built into
# the cache, on HOST:MONGO_PORT, storing in the database `ferretdb` of our PostgreSQL cluster
# (postgres/postgres.sh). Sourced by infra.sh; see its header for the interface.

FERRETDB_SRC=$HERE/ferretdb

ferretdb_version() { awk '$1 == "require" && $2 == "github.com/FerretDB/FerretDB" { print $3 } $1 == "github.com/FerretDB/FerretDB" { print $2 }' "$FERRETDB_SRC/go.mod" | head -n 1; }
ferretdb_bin() { # keyed by version and by the content of our Go sources
  printf '%s/ferretdb-%s-%s/scoreline-ferretdb' "$CACHE" "$(ferretdb_version)" \
    "$(cat "$FERRETDB_SRC/go.mod" "$FERRETDB_SRC/go.sum" "$FERRETDB_SRC/main.go" | sha256sum | cut -c1-12)"
}
ferretdb_address() { printf 'mongodb://%s:%s' "$HOST" "$MONGO_PORT"; }
ferretdb_env() { printf 'MONGODB_URI=%s' "$(ferretdb_address)"; }

ferretdb_provisioned() { [[ -x $(ferretdb_bin) ]]; }
ferretdb_prerequisites() { ferretdb_provisioned || check_go; }

ferretdb_provision() {
  local bin dir tmp t0
  bin=$(ferretdb_bin)
  if ferretdb_provisioned; then
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

ferretdb_pid() { running_pid ferretdb; }

ferretdb_start() {
  postgres_ensure_database ferretdb
  start_bg ferretdb "$(ferretdb_bin)" -listen-addr "$HOST:$MONGO_PORT" \
    -postgresql-url "postgres://$PG_USER_NAME@$HOST:$POSTGRES_PORT/ferretdb?pool_max_conns=300" -log-level warn
  line ferretdb "started (pid $(pid_from_file ferretdb)) on $HOST:$MONGO_PORT"
}

ferretdb_health() { probe mongo "$HOST:$MONGO_PORT"; }

ferretdb_stop() { stop_bg ferretdb 15; }
