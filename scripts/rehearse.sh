#!/usr/bin/env bash
# npm run rehearse: deploy/compose run for real as separate hosts on one machine (tools/rehearsal,
# deploy/README.md "The rehearsal"): setup first when this checkout lacks it, then the rehearsal,
# which builds what it runs, starts every host, walks the smoke path, runs the four faults and
# stops everything. Root only (network namespaces). Arguments go to tools/rehearsal/src/cli.ts
# (--clean, --keep).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $(id -u) -ne 0 ]]; then
  echo 'rehearse: run as root: every host is a network namespace of its own (ip netns)' >&2
  exit 1
fi
bash scripts/ensure-setup.sh rehearse
exec npm run --silent rehearse -w @scoreline/rehearsal -- "$@"
