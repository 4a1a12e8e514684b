// Publishing from an HTTP request (an admin's refresh or recalculation): the answer must come in
// seconds, also while the broker is down. The bus's own producer retries a refused connection for
// half a minute and more (right for workers, which have nobody waiting), so a request held the
// admin for 30-68 s before its 503. This publisher checks that a broker accepts a connection first
// (a refused one fails at once) and bounds the send by a deadline; either failure is a
// KafkaUnavailableError, which service-kit answers 503 {detail} with Retry-After.
//
// A send that outlives the deadline is not cancelled (kafkajs cannot): it may still be delivered
// after the 503. A caller for which that matters names its event (PublishInput.id) and withdraws
// it where its consumers look before acting; otherwise the path must be idempotent (a refresh asked
// for twice runs twice to the same result), so that a client's retry is harmless.
import type { EventBus } from './event-bus.ts';
import { KafkaUnavailableError } from './errors.ts';
import { assertKafkaReachable } from './reachability.ts';

/**
 * How long a request may wait for the broker to take its events. A frozen broker (its connections
 * taken by the kernel, then silence) passes the probe and costs the whole deadline, and a request's
 * whole answer must come within 2 s when its broker is out, with its store reads around the publish.
 */
export const REQUEST_PUBLISH_DEADLINE_MS = 1000;

export type RequestPublisher = Pick<EventBus, 'publish' | 'publishMany'>;

export interface RequestPublisherOptions {
  /** The whole publish (probe and send) must finish within this; default REQUEST_PUBLISH_DEADLINE_MS. */
  deadlineMs?: number;
}

export function requestPublisher(bus: EventBus, options: RequestPublisherOptions = {}): RequestPublisher {
  const deadlineMs = options.deadlineMs ?? REQUEST_PUBLISH_DEADLINE_MS;

  const bounded = async <R>(send: () => Promise<R>): Promise<R> => {
    const began = Date.now();
    // A refused connection answers at once; a silent network within the probe's share of the deadline.
    await assertKafkaReachable(bus.brokers, { timeoutMs: Math.max(100, Math.floor(deadlineMs / 2)) });
    const remaining = Math.max(100, deadlineMs - (Date.now() - began));
    const sending = send();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        // The send goes on in the background; its outcome no longer has anyone to tell.
        sending.catch(() => undefined);
        reject(
          new KafkaUnavailableError(bus.brokers, {
            cause: new Error(`the broker did not take the event within ${deadlineMs} ms`),
          }),
        );
      }, remaining);
    });
    try {
      return await Promise.race([sending, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    publish: (topic, input) => bounded(() => bus.publish(topic, input)),
    publishMany: (topic, inputs) => bounded(() => bus.publishMany(topic, inputs)),
  };
}
