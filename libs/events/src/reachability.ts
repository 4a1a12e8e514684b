// A plain TCP probe of the brokers before kafkajs is involved: kafkajs would retry a refused
// connection for half a minute and then fail with "Connection error: connect ECONNREFUSED",
// which says nothing about which setting to fix. This fails in a few seconds, naming the
// address and KAFKA_BROKERS.
import net from 'node:net';
import { KafkaUnavailableError } from './errors.ts';

function probe(broker: string, timeoutMs: number): Promise<void> {
  const separator = broker.lastIndexOf(':');
  const host = broker.slice(0, separator);
  const port = Number(broker.slice(separator + 1));
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const fail = (error: Error): void => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer from ${broker} within ${timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

/** Resolves when at least one broker accepts a connection; else throws KafkaUnavailableError. */
export async function assertKafkaReachable(
  brokers: readonly string[],
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 3000;
  const results = await Promise.allSettled(brokers.map((broker) => probe(broker, timeoutMs)));
  if (results.some((result) => result.status === 'fulfilled')) return;
  const reasons = results.map((result) => (result.status === 'rejected' ? result.reason : undefined));
  throw new KafkaUnavailableError(brokers, {
    cause: reasons.length === 1 ? reasons[0] : new AggregateError(reasons),
  });
}
