import { describe, expect, it, vi } from 'vitest';
import { aFixture, aGameweek } from '../../../testing/data.ts';
import { fakeApi, json, offContract } from '../../../testing/fake-api.ts';
import { getCurrentGameweek } from '../api/get-current-gameweek.ts';

describe('getCurrentGameweek', () => {
  it("asks for the literal 'current' gameweek on the local gateway, with cookies", async () => {
    const { requests } = fakeApi({ 'GET /api/fixtures/gameweek/current': () => json(aGameweek()) });
    const answer = await getCurrentGameweek();
    expect(answer.fixtures).toHaveLength(3);
    expect(requests[0]?.url.href).toBe('http://localhost:8000/api/fixtures/gameweek/current');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('drops fixtures without fixture_id (missing or null) with a warning and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fixture_id: _dropped, ...withoutId } = aFixture({ home_team: 'Ghost FC' });
    const withNullId = { ...aFixture({ home_team: 'Phantom FC' }), fixture_id: null };
    fakeApi({
      'GET /api/fixtures/gameweek/current': () =>
        offContract(json({ ...aGameweek(), fixtures: [aFixture(), withoutId, withNullId] })),
    });

    const answer = await getCurrentGameweek();

    expect(answer.fixtures.map((f) => f.home_team)).toEqual(['Arsenal FC']);
    expect(answer.gameweek_info).toEqual({ current_gameweek: 2, season: '2026-27' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('without fixture_id'),
      expect.objectContaining({ home_team: 'Ghost FC' }),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('without fixture_id'),
      expect.objectContaining({ home_team: 'Phantom FC' }),
    );
  });

  it('turns a non-2xx answer into an ApiError with the server detail', async () => {
    fakeApi({ 'GET /api/fixtures/gameweek/current': () => json({ detail: 'Catalog is starting' }, 503) });
    await expect(getCurrentGameweek()).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      detail: 'Catalog is starting',
    });
  });
});
