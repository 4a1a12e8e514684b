// fixtures.upserted → the read model of fixtures. Idempotent: unchanged fixtures are not written,
// and the batch's receipt is keyed by the batch itself.
import type { FixtureRecord } from '@scoreline/contracts';
import { fromRecord } from '../domain/fixture.ts';
import { type RefreshCompletionDeps, requestRecalculationWhenRefreshComplete } from './request-recalculation-when-refresh-complete.ts';

export interface RecordFixturesInput {
  season: string;
  fixtures: readonly FixtureRecord[];
  correlationId: string;
  /** The event's occurred_at. */
  occurredAt: Date;
}

export async function recordFixtures(input: RecordFixturesInput, deps: RefreshCompletionDeps): Promise<{ written: number }> {
  const began = performance.now();
  const written = await deps.fixtures.saveChanged(input.fixtures.map(fromRecord), input.occurredAt);
  const first = input.fixtures[0];
  const key = { correlationId: input.correlationId, season: input.season };
  if (first) await deps.refreshTracking.addReceipt(key, { firstFixtureId: first.id, fixtures: input.fixtures.length }, deps.clock());
  await requestRecalculationWhenRefreshComplete(key, deps);
  // At info with its duration: the pipeline bench sums these into its "consume" stage.
  deps.logger.info(
    { season: input.season, received: input.fixtures.length, written, steps_ms: { consume: Math.round(performance.now() - began) } },
    'fixtures recorded',
  );
  return { written };
}
