# shellcheck shell=bash
# stripe-mock (github.com/stripe/stripe-mock, built with `go install` into the cache) on
# http://HOST:STRIPE_PORT; it always serves HTTPS too, kept on HOST:STRIPE_HTTPS_PORT.
# Sourced by infra.sh; see its header for the interface.

STRIPE_MOCK_VERSION=v0.203.0

stripe_mock_bin() { printf '%s/stripe-mock-%s/stripe-mock' "$CACHE" "$STRIPE_MOCK_VERSION"; }
stripe_mock_address() { printf 'http://%s:%s' "$HOST" "$STRIPE_PORT"; }
stripe_mock_env() { printf 'STRIPE_API_BASE=%s' "$(stripe_mock_address)"; }

stripe_mock_provisioned() { [[ -x $(stripe_mock_bin) ]]; }
stripe_mock_prerequisites() { stripe_mock_provisioned || check_go; }

stripe_mock_provision() {
  local bin dir tmp t0
  bin=$(stripe_mock_bin)
  if stripe_mock_provisioned; then
    ok stripe-mock "cached: $STRIPE_MOCK_VERSION ($bin)"
    return
  fi
  t0=$(now_ms)
  say "  stripe-mock  go install github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION..."
  dir=$(dirname "$bin")
  tmp=$(mktemp -d "$CACHE/.stripe-mock.XXXXXX")
  if ! GOBIN=$tmp go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"; then
    rm -rf "$tmp"
    die "stripe-mock: go install failed (output above)"
  fi
  rm -rf "$dir"
  mv "$tmp" "$dir"
  ok stripe-mock "built in $(since "$t0") -> $bin"
}

stripe_mock_pid() { running_pid stripe-mock; }

stripe_mock_start() {
  start_bg stripe-mock "$(stripe_mock_bin)" -http-addr "$HOST:$STRIPE_PORT" -https-addr "$HOST:$STRIPE_HTTPS_PORT"
  line stripe-mock "started (pid $(pid_from_file stripe-mock)) on $(stripe_mock_address) (its HTTPS on $HOST:$STRIPE_HTTPS_PORT)"
}

stripe_mock_health() { probe stripe "$(stripe_mock_address)"; }

stripe_mock_stop() { stop_bg stripe-mock 10; }
