#!/usr/bin/env bash
# npm test: lint, typecheck and every package's tests through turbo, then one summary line over
# the whole workspace. Integration tests need the local infrastructure (npm run infra:up) or
# MONGODB_URI / KAFKA_BROKERS / STRIPE_API_BASE pointing at running ones; they fail, never skip,
# when it is down.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf .reports/vitest
mkdir -p .reports/vitest
npx turbo run lint typecheck test --log-prefix=none --continue --concurrency=2 "$@"
status=$?
node scripts/test-summary.mjs
summary=$?
if [ "$status" -ne 0 ] || [ "$summary" -ne 0 ]; then exit 1; fi
