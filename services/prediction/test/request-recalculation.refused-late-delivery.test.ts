// A recalculation the broker did not confirm within the request's deadline is answered 503, but
// kafkajs cannot cancel the send: the request may still be delivered, and a worker used to run it.
// In a loaded CI run of the broker-restart fault test, the refused request arrived as the broker came
// back and ran, so straight after the next request's 202 the status showed the refused one. A refused
// request must never run; and when a worker took it before the refusal could be recorded, it was
// accepted after all (202). On the real broker and store, with the service's own worker.
import { KafkaUnavailableError } from '@scoreline/events';
import { setUpOnce } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import { requestEventKey } from '../src/domain/request-event-key.ts';
import type { Publisher } from '../src/use-cases/ports.ts';
import { requestRecalculation, type RequestRecalculationDeps } from '../src/use-cases/request-recalculation.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
const fixtures = eplFixtureRecords()
  .filter((r) => r.season === '2025-26')
  .slice(0, 40)
  .map(fromRecord);
const SEASONS = ['2025-26'];

setUpOnce(async () => {
  harness = await startHarness();
  await harness.context.repositories.fixtures.saveChanged(fixtures, new Date());
});
afterAll(async () => {
  await harness?.close();
});

const unconfirmed = () => new KafkaUnavailableError(harness.bus.brokers, { cause: new Error('the broker did not take the event within 1000 ms') });

function depsWith(publisher: Publisher): RequestRecalculationDeps {
  const c = harness.context;
  return { fixtures: c.repositories.fixtures, recalculationRuns: c.repositories.recalculationRuns, publisher, logger: c.logger, clock: c.clock };
}

/** A send whose confirmation never came in time; `deliverLate` then puts it on the broker after all. */
function unconfirmedSend() {
  let sent: Parameters<Publisher['publish']> | undefined;
  const publisher: Publisher = {
    publish: async (...args) => {
      sent = args;
      throw unconfirmed();
    },
    publishMany: async () => {
      throw new Error('not used');
    },
  };
  return {
    publisher,
    async deliverLate() {
      if (!sent) throw new Error('nothing was sent');
      await harness.bus.publish(...sent);
    },
  };
}

async function completedAnswer(correlationId: string) {
  let answer = await harness.context.repositories.recalculationRuns.answerOf(correlationId);
  await waitUntil(async () => {
    answer = await harness.context.repositories.recalculationRuns.answerOf(correlationId);
    return answer?.status === 'completed';
  }, 60_000, `the answer to ${correlationId}`);
  return answer;
}

describe('a recalculation request the broker did not confirm in time', () => {
  it('is refused and never run when it is delivered after the 503; the next request runs alone', async () => {
    const runs = harness.context.repositories.recalculationRuns;
    const send = unconfirmedSend();
    await expect(
      requestRecalculation({ reason: 'admin_request', correlationId: 'refused-late', seasons: SEASONS }, depsWith(send.publisher)),
    ).rejects.toMatchObject({ status: 503 });
    const before = (await runs.latest())?.completed_runs ?? 0;
    await send.deliverLate();

    // The next request has the same seasons, so the same key and partition: the worker reads the
    // refused one first, and by the time this one is answered it has decided about both.
    await requestRecalculation({ reason: 'admin_request', correlationId: 'accepted-next', seasons: SEASONS }, depsWith(harness.context.requestPublisher));
    const answer = await completedAnswer('accepted-next');
    expect(answer).toMatchObject({ status: 'completed', run_correlation_id: 'accepted-next' });
    expect(await runs.answerOf('refused-late')).toBeNull();
    await waitUntil(async () => ((await runs.latest())?.completed_runs ?? 0) > before, 30_000, 'the run counted');
    const latest = await runs.latest();
    expect(latest).toMatchObject({ status: 'completed', correlation_id: 'accepted-next' });
    expect(latest?.completed_runs).toBe(before + 1);
  });

  it('is accepted (202) when a worker took the event before the refusal could be recorded', async () => {
    const runs = harness.context.repositories.recalculationRuns;
    let eventId = '';
    const takenFirst: Publisher = {
      publish: async (topic, input) => {
        const envelope = await harness.bus.publish(topic, input);
        eventId = envelope.id;
        // A worker quicker than the confirmation.
        expect(await runs.take([requestEventKey(envelope.id)], new Date())).toEqual(new Set([requestEventKey(envelope.id)]));
        throw unconfirmed();
      },
      publishMany: async () => {
        throw new Error('not used');
      },
    };
    const accepted = await requestRecalculation({ reason: 'admin_request', correlationId: 'taken-first', seasons: SEASONS }, depsWith(takenFirst));
    expect(accepted).toMatchObject({ status: 'accepted', correlation_id: 'taken-first', seasons: SEASONS });
    // The event carries the id the request named, and the worker that delivers it runs it.
    expect(eventId).not.toBe('');
    expect(await completedAnswer('taken-first')).toMatchObject({ status: 'completed' });
  });
});

describe('recalculation request claims', () => {
  it('belong to whichever claim lands first: withdrawn stays out of every take, taken survives a redelivery', async () => {
    const runs = harness.context.repositories.recalculationRuns;
    const at = new Date();
    expect(await runs.withdraw('event:claims-a', at)).toBe(true);
    expect(await runs.take(['event:claims-a', 'event:claims-b'], at)).toEqual(new Set(['event:claims-b']));
    // A redelivered event its worker took (a run that did not finish) may run again.
    expect(await runs.take(['event:claims-b'], at)).toEqual(new Set(['event:claims-b']));
    expect(await runs.withdraw('event:claims-b', at)).toBe(false);
    expect(await runs.take(['event:claims-a'], at)).toEqual(new Set());
  });

  it('let exactly one of a concurrent take and withdraw own each event', async () => {
    const runs = harness.context.repositories.recalculationRuns;
    const at = new Date();
    const keys = Array.from({ length: 20 }, (_, i) => `event:race-${i}`);
    const outcomes = await Promise.all(
      keys.map(async (key) => {
        const [taken, withdrawn] = await Promise.all([runs.take([key], at), runs.withdraw(key, at)]);
        return { taken: taken.has(key), withdrawn };
      }),
    );
    for (const outcome of outcomes) expect(outcome.taken).not.toBe(outcome.withdrawn);
  });
});
