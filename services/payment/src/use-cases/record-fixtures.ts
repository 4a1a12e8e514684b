// fixtures.upserted → the payment service's fixtures read model (season and gameweek of each
// fixture, and whether it has a result, for the current-gameweek rule). Idempotent: a redelivered
// batch writes the same values again.
import type { EventData } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function recordFixtures(
  input: { readonly data: EventData<'fixtures.upserted'>; readonly occurredAt: Date },
  deps: { readonly fixtures: Repositories['fixtures'] },
): Promise<void> {
  await deps.fixtures.upsertMany(input.data.fixtures, input.occurredAt);
}
