#!/usr/bin/env bash
# npm run start:distributed: the product as separately running processes on one machine
# (docs/product.md, Architecture: "Modes"; tools/distributed/README.md):
#  1. npm run setup first when this checkout lacks it, then the local infrastructure (as npm start);
#  2. the services' builds (services/*/dist, esbuild) and the shell's and remotes' (Vite);
#  3. tools/distributed: every service (gateway 8000, catalog 8101 … blog 8105) and every worker
#     (catalog ingestion, prediction recalculation, experiment matrix) as its own Node process from
#     its dist/, the shell on :3000 and each remote on its own origin (3001-3006) with a remotes.json
#     pointing at them. DISTRIBUTED_PORT_BASE moves every port (e.g. 18000: gateway 18000,
#     catalog 18101 …, shell 18200, remotes 18201-18206).
# exec hands the process to the supervisor, so Ctrl-C and SIGTERM reach it and it stops every
# process and origin it started; the infrastructure keeps running (npm run infra:down stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-setup.sh start
bash deploy/local/infra.sh up
eval "$(bash deploy/local/infra.sh env)"
# Always production builds (a NODE_ENV=development left in the shell would build the development variant).
NODE_ENV=production npx turbo run build --filter='@scoreline/service-*' --filter=@scoreline/gateway \
  --filter=@scoreline/shell --filter='@scoreline/remote-*' --log-prefix=none --output-logs=errors-only
# As npm start: the shared data's closing odds are read in place, never shipped.
if [ -z "${CATALOG_ODDS_DIR:-}" ] && [ -d "${EPL_DATA_DIR:-../shared/data/epl}" ]; then
  CATALOG_ODDS_DIR="$(cd "${EPL_DATA_DIR:-../shared/data/epl}" && pwd)"
  export CATALOG_ODDS_DIR
fi
exec node --import tsx tools/distributed/src/cli.ts
