// Which dependency an error says is down (the store, the broker), if any: the one definition of "a
// transient outage rather than a bug". The central error handler answers such an error 503 {detail}
// with Retry-After, and the event consumers (service-host hands this to libs/events) wait for the
// dependency instead of spending their attempts and dead-lettering the event.
// Known by name along the cause chain because service-kit may not import the drivers (libs/db and
// libs/events wrap them in DbUnavailableError and KafkaUnavailableError; mongoose and kafkajs raise
// the others).

export type Dependency = 'data store' | 'event broker';

const STORE_DOWN = new Set([
  'DbUnavailableError',
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);
const BROKER_DOWN = new Set(['KafkaUnavailableError', 'KafkaJSConnectionError', 'KafkaJSConnectionClosedError', 'KafkaJSBrokerNotFound', 'KafkaJSRequestTimeoutError']);

// FerretDB keeps answering while the PostgreSQL under it is gone: the connection and `ping` work,
// but each command needing the data fails at once with a MongoServerError (code 1, InternalError)
// carrying the PostgreSQL client's reason: `failed to connect to ...: dial error ... connection
// refused` once it is down, `terminating connection due to administrator command (SQLSTATE 57P01)`
// as it stops, other connection-exception (08xxx) and operator-intervention (57P0x) states, and
// `the database system is in recovery mode` / `is starting up` (57P03) while it comes back after a crash.
const STORE_BACKEND_DOWN = /failed to connect to|dial error|connect: connection refused|unexpected EOF|SQLSTATE (?:08[0-9A-Z]{3}|57P0[1-4])/;

function isStoreDown(err: Error): boolean {
  return STORE_DOWN.has(err.name) || (err.name === 'MongoServerError' && STORE_BACKEND_DOWN.test(err.message));
}

/** The dependency the error (or any error in its cause chain) says cannot be reached, else undefined. */
export function dependencyOutageOf(err: unknown): Dependency | undefined {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (isStoreDown(current)) return 'data store';
    if (BROKER_DOWN.has(current.name)) return 'event broker';
    current = current.cause;
  }
  return undefined;
}

/** True when the error is a dependency being down: worth waiting for, never a reason to give up on the work. */
export function isDependencyOutage(err: unknown): boolean {
  return dependencyOutageOf(err) !== undefined;
}
