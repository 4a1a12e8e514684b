#!/usr/bin/env bash
# bash scripts/fault-suites.sh [N]: every fault suite of the workspace, N times in a row (default 1),
# stopping at the first failing run. A fault suite is a test file whose name says what it breaks: a
# process killed or crashed, a broker or store down, restarted or cut off, concurrent writers
# (`*.fault.test.ts`, `*outage*`, `*crash*`, `*killed*`, `*restart*`, `*store-down*`, `*broker-down*`,
# `*concurrent*`). One flaky pass in ten hides a loss a user would see once a day, so a change to
# the failure handling is run here many times, not once (docs/engineering.md, "Testing").
# Each run's output is kept in .reports/fault-suites/run-<i>.log. The infrastructure is started as
# npm test starts it (components already running are used and left running).
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "usage: bash scripts/fault-suites.sh [runs]" >&2; exit 2; }

bash scripts/ensure-setup.sh test || exit 1
STARTED=$(mktemp)
stop_what_we_started() {
  if [[ -s $STARTED ]]; then
    env -u KAFKA_BROKERS -u MONGODB_URI -u STRIPE_API_BASE bash deploy/local/infra.sh down $(cat "$STARTED") || true
  fi
  rm -f "$STARTED"
}
trap stop_what_we_started EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
bash deploy/local/infra.sh up --record "$STARTED" || exit 1
eval "$(bash deploy/local/infra.sh env)"

# package folder → its fault suites (paths relative to the package)
declare -A suites=()
while IFS= read -r file; do
  package=${file%%/test/*}
  suites[$package]+="${file#"$package"/} "
done < <(find libs services tools -path '*/node_modules' -prune -o -path '*/test/*' -type f \
  \( -name '*.fault.test.ts' -o -name '*outage*.test.ts' -o -name '*crash*.test.ts' -o -name '*killed*.test.ts' \
     -o -name '*restart*.test.ts' -o -name '*store-down*.test.ts' -o -name '*broker-down*.test.ts' -o -name '*concurrent*.test.ts' \) -print | sort)

mkdir -p .reports/fault-suites
for ((run = 1; run <= runs; run++)); do
  log=.reports/fault-suites/run-$run.log
  : >"$log"
  began=$SECONDS
  for package in $(printf '%s\n' "${!suites[@]}" | sort); do
    # shellcheck disable=SC2086 # the list is file names without spaces, split on purpose
    if ! (cd "$package" && npx vitest run ${suites[$package]}) >>"$log" 2>&1; then
      echo "fault suites: run $run of $runs FAILED in $package after $((SECONDS - began)) s (log: $log)"
      grep -E 'FAIL|AssertionError|Error:' "$log" | head -20
      exit 1
    fi
  done
  # Vitest colours its summary: the escape codes go before the count is read.
  passed=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -Eo 'Tests +[0-9]+ passed' | awk '{ n += $2 } END { print n + 0 }')
  echo "fault suites: run $run of $runs passed, ${passed:-0} tests in ${#suites[@]} packages, $((SECONDS - began)) s"
done
