#!/usr/bin/env bash
# npm test: lint, typecheck and every package's tests, then one summary line over the whole
# workspace, printed last: `tests: N passed, N failed, N skipped`.
#  1. npm run setup first when this checkout lacks it (scripts/ensure-setup.sh);
#  2. the local infrastructure the integration tests need (deploy/local/infra.sh up): components that
#     already run are used and left running; those this run starts are stopped at the end, also on
#     failure or Ctrl-C. Nothing is started for MONGODB_URI / KAFKA_BROKERS / STRIPE_API_BASE when set;
#     otherwise the tests get the addresses of the configured ports (SCORELINE_*_PORT, infra.sh env);
#  3. deploy/ checked (npm run deploy:check: compose-spec schema, Kubernetes and KEDA models, each
#     service's settings loader on each manifest's environment);
#  4. lint (one eslint over the workspace) and typecheck (scripts/typecheck.mjs: the packages' own
#     tsconfigs, grouped into as few programs as their settings allow), side by side;
#  5. every package's tests in two lanes (scripts/test-lanes.mjs; docs/engineering.md, "Testing"):
#     the packages that run a whole stack take the machine lock (libs/test-support/src/machine-lock.ts)
#     and run one at a time, while the other lane takes the rest, so neither waits for the lock idle.
# Extra arguments go to one turbo run of lint, typecheck and test instead of step 4 and 5's lanes
# (e.g. --filter=@scoreline/engine).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-setup.sh test || exit 1

STARTED=$(mktemp)
stop_what_we_started() {
  if [[ -s $STARTED ]]; then
    printf '\n==> [test] stopping what npm test started: %s\n' "$(tr '\n' ' ' <"$STARTED")"
    # the addresses exported below would make infra.sh treat these as external: they are ours
    env -u KAFKA_BROKERS -u MONGODB_URI -u STRIPE_API_BASE bash deploy/local/infra.sh down $(cat "$STARTED") || true
  fi
  rm -f "$STARTED"
}
trap stop_what_we_started EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

printf '==> [test] infrastructure\n'
bash deploy/local/infra.sh up --record "$STARTED" || exit 1
eval "$(bash deploy/local/infra.sh env)"

rm -rf .reports/vitest
mkdir -p .reports/vitest
# deploy/compose and deploy/k8s cannot run here (no Docker, no cluster): validate them with their
# schemas and models (docs/product.md, Architecture: "Infrastructure"; tools/deploy-check).
npm run --silent deploy:check
deploy_status=$?
status=0
if [ "$#" -gt 0 ]; then
  npx turbo run lint typecheck test --log-prefix=none --continue --concurrency=2 "$@" || status=1
else
  checks=$(mktemp -d)
  npm run --silent lint >"$checks/lint.log" 2>&1 &
  lint_pid=$!
  npm run --silent typecheck >"$checks/typecheck.log" 2>&1 &
  typecheck_pid=$!
  wait "$lint_pid" || { status=1; echo "==> [test] lint failed"; }
  cat "$checks/lint.log"
  wait "$typecheck_pid" || { status=1; echo "==> [test] typecheck failed"; }
  cat "$checks/typecheck.log"
  rm -rf "$checks"
  node scripts/test-lanes.mjs || status=1
fi
[ "$deploy_status" -eq 0 ] || status=$deploy_status
summary=$(node scripts/test-summary.mjs)
summary_status=$?

stop_what_we_started
trap - EXIT
echo "$summary"
if [ "$status" -ne 0 ] || [ "$summary_status" -ne 0 ]; then exit 1; fi
