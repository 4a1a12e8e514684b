#!/usr/bin/env bash
# What `npm start` and `npm test` run first, so that a fresh clone needs no other command: when this
# checkout has not completed `npm run setup` since package-lock.json, scripts/schemathesis-requirements.txt
# or scripts/setup.sh itself last changed (setup.sh records their hash in node_modules/.scoreline-setup when it succeeds), run it now. It is quick when its
# caches are warm; provisioning a missing infrastructure binary is also done by `infra.sh up` itself.
set -euo pipefail
cd "$(dirname "$0")/.."
want=$(cat package-lock.json scripts/schemathesis-requirements.txt scripts/setup.sh | sha256sum | cut -d' ' -f1)
if [[ -f node_modules/.scoreline-setup && $(cat node_modules/.scoreline-setup) == "$want" ]]; then exit 0; fi
printf '==> [%s] this checkout is not set up for its package-lock.json, schemathesis pin and setup script yet: running npm run setup first\n' "${1:-npm}"
bash scripts/setup.sh
