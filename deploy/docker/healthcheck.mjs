// The app image's healthcheck (deploy/compose: `node healthcheck.mjs`): exit 0 when this
// container's process answers GET /ready 200 on its operator listener (OPERATOR_PORT, else
// PORT + 1000, as libs/service-kit operatorListenOf). Plain Node: the image has no curl.
const port = Number(process.env.OPERATOR_PORT || Number(process.env.PORT) + 1000);
if (!Number.isInteger(port) || port <= 0) {
  console.error('healthcheck: neither OPERATOR_PORT nor PORT is set');
  process.exit(1);
}
try {
  const answer = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(10_000) });
  if (answer.status !== 200) console.error(`healthcheck: /ready answered ${answer.status} ${await answer.text()}`);
  process.exit(answer.status === 200 ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: /ready on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
