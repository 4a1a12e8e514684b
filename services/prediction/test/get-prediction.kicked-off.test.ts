// GET /api/prediction/{fixtureId} at kick-off: until the product's clock reaches a match's kick-off
// its premium numbers are sold (left out without access); from its kick-off they are public to
// everyone (the sealed prediction, as the track record shows it), so nobody can buy them any more.
import { type PredictionResponse, predictionResponseSchema } from '@scoreline/contracts';
import { manualClock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
const clock = manualClock('2026-09-16T12:00:00Z');
const gameweek5 = eplFixtureRecords()
  .filter((r) => r.season === '2026-27' && r.gameweek === 5)
  .sort((a, b) => a.kickoff.localeCompare(b.kickoff));
const first = gameweek5[0]!;
const last = gameweek5.at(-1)!;

setUpOnce(async () => {
  harness = await startHarness({ clock });
  await seedPredictions(harness.context);
});
afterAll(async () => {
  await harness?.close();
});

async function anonymous(fixtureId: string): Promise<PredictionResponse> {
  const response = await request(harness.app).get(`/api/prediction/${fixtureId}`);
  expect(response.status).toBe(200);
  return predictionResponseSchema.parse(response.body);
}

describe('a prediction at kick-off', () => {
  it('is sold before the kick-off and public from it on', async () => {
    expect(first.kickoff < last.kickoff).toBe(true);
    const before = await anonymous(first.id);
    expect(before).toMatchObject({ has_access: false, locked: true });
    expect(Object.hasOwn(before, 'prob_home_win')).toBe(false);

    clock.set(first.kickoff);
    const at = await anonymous(first.id);
    expect(at).toMatchObject({ has_access: true, locked: false, has_prediction: true });
    const stored = (await harness.context.repositories.predictions.findGameweek('2026-27', 5))!.predictions.find((p) => p.fixture_id === first.id)!;
    expect(at.display_home_goals).toBe(stored.display_home_goals);
    expect(at.prob_home_win).toBe(stored.prob_home_win);
    // The rest of the gameweek has not kicked off: still sold.
    expect(await anonymous(last.id)).toMatchObject({ has_access: false, locked: true });
  });
});
