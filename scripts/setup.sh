#!/usr/bin/env bash
# npm run setup: everything a fresh machine (Node 20, Java 17 + Maven, Go) needs before `npm start`
# and `npm test` (which run it themselves, through scripts/ensure-setup.sh, when it has not run since
# package-lock.json changed). Runs unattended (CI: root, no stdin); every step is timed and stops the
# run loudly when it fails.
#   1. npm ci                                    dependencies exactly as in package-lock.json
#   2. bash deploy/local/infra.sh provision      Kafka, FerretDB, stripe-mock into the cache (and
#                                                PostgreSQL from apt when missing and root)
#   3. Chromium from Debian when /usr/bin/chromium is missing and we are root (browser tests)
#   4. nginx (with its brotli_static module) and iproute2 from Debian when missing and root (the
#      deployment rehearsal, tools/rehearsal)
#   5. schemathesis (PyPI) into a venv in the same cache (the API fuzzing suite); python3 and its
#      venv module from Debian when missing and root
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive

now_ms() { date +%s%3N; }
secs() { awk -v ms="$1" 'BEGIN { printf "%.1f s", ms / 1000 }'; }

SETUP_START=$(now_ms)
STEP=''
STEP_START=0
step() {
  STEP=$1
  STEP_START=$(now_ms)
  printf '\n==> [setup] %s\n' "$STEP"
}
done_step() { printf '==> [setup] %s: done in %s\n' "$STEP" "$(secs $(($(now_ms) - STEP_START)))"; }
on_error() {
  local code=$?
  printf '\n==> [setup] FAILED at step "%s" (exit %s) after %s\n' "$STEP" "$code" "$(secs $(($(now_ms) - STEP_START)))" >&2
  exit "$code"
}
trap on_error ERR

step 'check prerequisites'
missing=()
command -v node >/dev/null 2>&1 || missing+=('node (Node.js 20.19+ or 22.12+: https://nodejs.org, or Debian/Ubuntu via NodeSource)')
command -v npm >/dev/null 2>&1 || missing+=('npm (comes with Node.js)')
if ((${#missing[@]})); then
  printf '  missing: %s\n' "${missing[@]}" >&2
  false
fi
printf '  node %s, npm %s\n' "$(node --version)" "$(npm --version)"
done_step

step 'npm ci (install dependencies from package-lock.json)'
npm_log=$(mktemp)
if ! npm ci --no-audit --no-fund 2>&1 | tee "$npm_log"; then
  # A registry that cannot serve other platforms' optional binaries (@turbo/darwin-64, ...) leaves them
  # out of the lock that `npm install` writes, and `npm ci` then calls the lock "out of sync". Only for
  # that refusal: install from the same lock without rewriting it, and say so loudly.
  if grep -q 'can only install packages when your package.json and package-lock.json' "$npm_log" &&
    ! grep 'Missing: ' "$npm_log" | grep -qvE 'Missing: @[a-z0-9-]+/[a-z0-9-]*(darwin|win32|windows|android|freebsd|openbsd|netbsd|sunos|aix|openharmony|wasm|arm|ppc64|s390x|riscv64|loong64|mips|ia32)[a-z0-9-]*@'; then
    printf '\n==> [setup] WARNING: npm ci refused package-lock.json only for optional binaries of other platforms\n' >&2
    printf '==> [setup] that it lacks (listed above); installing from the same lock with npm install --no-save (the lock is not rewritten).\n' >&2
    lock_before=$(sha256sum package-lock.json)
    npm install --no-save --no-audit --no-fund
    [[ $(sha256sum package-lock.json) == "$lock_before" ]] || { echo 'npm install changed package-lock.json' >&2; false; }
  else
    rm -f "$npm_log"
    false
  fi
fi
rm -f "$npm_log"
done_step

step 'provision local infrastructure (deploy/local/infra.sh provision)'
bash deploy/local/infra.sh provision
done_step

step 'Chromium for browser tests'
if [[ -x /usr/bin/chromium ]]; then
  printf '  found %s\n' "$(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
elif [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -q
  apt-get install -y -q chromium
  printf '  installed %s\n' "$(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
else
  printf '  /usr/bin/chromium is missing and this is not root with apt-get: install it yourself (Debian/Ubuntu: sudo apt-get install -y chromium); browser tests need it\n' >&2
fi
done_step

step 'nginx and iproute2 for the deployment rehearsal (tools/rehearsal)'
# The rehearsal serves the site with Debian's nginx (the site image's own) and runs every host of
# deploy/compose in a network namespace of its own (ip netns, veth pairs, a bridge; unshare for its
# hostname). apt-get must not start the system's nginx on port 80: policy-rc.d says no for the
# install when the machine has none of its own (Docker-built machines usually do).
rehearsal_missing=()
[[ -x /usr/sbin/nginx ]] || rehearsal_missing+=(nginx)
[[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || rehearsal_missing+=(libnginx-mod-http-brotli-static)
command -v ip >/dev/null 2>&1 || rehearsal_missing+=(iproute2)
command -v unshare >/dev/null 2>&1 || rehearsal_missing+=(util-linux)
if ((${#rehearsal_missing[@]} == 0)); then
  printf '  found %s, %s\n' "$(/usr/sbin/nginx -v 2>&1)" "$(ip -V)"
elif [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  policy_made=''
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy_made=1
  fi
  apt-get update -q
  apt_status=0
  apt-get install -y -q --no-install-recommends "${rehearsal_missing[@]}" || apt_status=$?
  [[ -z $policy_made ]] || rm -f /usr/sbin/policy-rc.d
  ((apt_status == 0)) || false
  printf '  installed %s\n' "${rehearsal_missing[*]}"
else
  printf '  missing %s and this is not root with apt-get: install them yourself (Debian/Ubuntu: sudo apt-get install -y %s); npm run rehearse and its tests need them\n' \
    "${rehearsal_missing[*]}" "${rehearsal_missing[*]}" >&2
fi
done_step

step 'schemathesis for the API fuzzing suite (scripts/schemathesis-requirements.txt)'
st_venv="${XDG_CACHE_HOME:-$HOME/.cache}/scoreline/schemathesis-venv"
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -q
    apt-get install -y -q python3 python3-venv
  else
    printf '  python3 with its venv module is missing and this is not root with apt-get: install it yourself (Debian/Ubuntu: sudo apt-get install -y python3 python3-venv); the API fuzzing suite needs it\n' >&2
    false
  fi
fi
[[ -x $st_venv/bin/pip ]] || python3 -m venv "$st_venv"
# Quick when warm: pip only checks that the pinned version is there.
"$st_venv/bin/pip" install --quiet --disable-pip-version-check -r scripts/schemathesis-requirements.txt
printf '  %s\n' "$("$st_venv/bin/schemathesis" --version)"
done_step

# what scripts/ensure-setup.sh checks: setup completed for this package-lock.json, fuzzer pin and setup script
cat package-lock.json scripts/schemathesis-requirements.txt scripts/setup.sh | sha256sum | cut -d' ' -f1 >node_modules/.scoreline-setup
printf '\n==> [setup] all done in %s. Next: npm start (the product), npm test (every check)\n' "$(secs $(($(now_ms) - SETUP_START)))"
