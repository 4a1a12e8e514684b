// GET /api/track-record/gameweek/{season}/{gameweek} refuses malformed parameters with 400 {detail}
// before touching the store, and an unknown gameweek is 404; GET /api/track-record before anything
// was graded is an empty record, not an error.
import { trackRecordResponseSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/track-record/gameweek/{season}/{gameweek}', () => {
  it.each([
    ['/api/track-record/gameweek/2026-28/5', 'Invalid season: "2026-28". Expected a season like 2026-27.'],
    ['/api/track-record/gameweek/latest/5', 'Invalid season: "latest". Expected a season like 2026-27.'],
    ['/api/track-record/gameweek/2026-27/39', 'Invalid gameweek: "39". Expected a number from 1 to 38.'],
    ['/api/track-record/gameweek/2026-27/0', 'Invalid gameweek: "0". Expected a number from 1 to 38.'],
    ['/api/track-record/gameweek/2026-27/5.5', 'Invalid gameweek: "5.5". Expected a number from 1 to 38.'],
  ])('%s is 400', async (path, detail) => {
    const response = await request(harness.app).get(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail });
  });

  it('answers 404 for a gameweek without a track record', async () => {
    const response = await request(harness.app).get('/api/track-record/gameweek/2019-20/1');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'No track record for 2019-20 gameweek 1' });
  });

  it('answers 404 for a path under /api/track-record it does not know', async () => {
    expect((await request(harness.app).get('/api/track-record/season/2026-27')).status).toBe(404);
  });
});

describe('GET /api/track-record', () => {
  it('is an empty record before anything was graded', async () => {
    const response = await request(harness.app).get('/api/track-record');
    expect(response.status).toBe(200);
    const body = trackRecordResponseSchema.parse(response.body);
    expect(body).toMatchObject({ updated_at: null, live_since: null, live_gameweeks_complete: 0, gameweeks: [], seasons: [] });
    expect(body.backtest.model.matches).toBe(0);
  });
});
