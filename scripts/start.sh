#!/usr/bin/env bash
# npm start: the whole product on one address, http://localhost:8000 (PORT to change it)
# (docs/product.md, Architecture: "Modes").
#  1. npm run setup first when this checkout lacks it (scripts/ensure-setup.sh);
#  2. the local infrastructure (Kafka, FerretDB, stripe-mock on the SCORELINE_*_PORT ports; skipped for
#     whatever MONGODB_URI / KAFKA_BROKERS / STRIPE_API_BASE point elsewhere). It keeps running after
#     the product stops, so the next start is quick: npm run infra:down stops it;
#  3. the shell and remotes built with Vite (turbo caches the builds, so a second start is quick);
#  4. the gateway with every service mounted in-process and their workers running, serving the
#     built site. On an empty database the catalog ingests the shipped openfootball snapshot and
#     the prediction worker computes every prediction, so real fixtures show within a minute.
# exec hands this process to the gateway itself (node with tsx's loader, no npx, no tsx CLI, no sh -c
# in between: each of those stood between a signal and the gateway), so Ctrl-C and SIGTERM reach it
# and it stops gracefully, also while it is still starting (libs/service-host runMain).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-setup.sh start
bash deploy/local/infra.sh up
eval "$(bash deploy/local/infra.sh env)"
# Always production builds: a NODE_ENV=development left in the shell would make Vite build the
# development variant (React dev runtime, remotes.dev.json).
NODE_ENV=production npx turbo run build --filter=@scoreline/shell --filter='@scoreline/remote-*' --log-prefix=none --output-logs=errors-only
export SITE_ROOT="${SITE_ROOT:-$PWD}"
# The shared data's closing odds give the admin breakdown its model-vs-market figure; their licence
# is unverified, so they are read in place and never shipped (services/catalog/README.md).
if [ -z "${CATALOG_ODDS_DIR:-}" ] && [ -d "${EPL_DATA_DIR:-../shared/data/epl}" ]; then
  CATALOG_ODDS_DIR="$(cd "${EPL_DATA_DIR:-../shared/data/epl}" && pwd)"
  export CATALOG_ODDS_DIR
fi
echo "Scoreline: http://localhost:${PORT:-8000}"
exec node --import tsx services/gateway/src/main.ts
