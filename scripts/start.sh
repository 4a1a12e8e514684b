#!/usr/bin/env bash
# npm start: the local infrastructure (Kafka, FerretDB, stripe-mock; skipped for whatever
# MONGODB_URI / KAFKA_BROKERS / STRIPE_API_BASE point elsewhere), then the gateway on
# http://127.0.0.1:8000 in the foreground. exec hands the process to the gateway so Ctrl-C and
# SIGTERM reach it directly and it shuts down gracefully.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent infra:up
exec npx tsx services/gateway/src/main.ts
