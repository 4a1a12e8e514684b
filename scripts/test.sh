#!/usr/bin/env bash
# npm test: lint, typecheck and every package's tests through turbo, then one summary line over
# the whole workspace. Integration tests need the local infrastructure (npm run infra:up) or
# MONGODB_URI / KAFKA_BROKERS / STRIPE_API_BASE pointing at running ones; they fail, never skip,
# when it is down.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf .reports/vitest
mkdir -p .reports/vitest
# deploy/compose and deploy/k8s cannot run here (no Docker, no cluster): check their syntax and
# structure (architecture.md, "Infrastructure").
node deploy/validate.mjs
deploy_status=$?
npx turbo run lint typecheck test --log-prefix=none --continue --concurrency=2 "$@"
status=$?
[ "$deploy_status" -eq 0 ] || status=$deploy_status
node scripts/test-summary.mjs
summary=$?
if [ "$status" -ne 0 ] || [ "$summary" -ne 0 ]; then exit 1; fi
