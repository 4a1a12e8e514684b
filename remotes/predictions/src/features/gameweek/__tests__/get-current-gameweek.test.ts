import { ApiContractError } from '@scoreline/api-client';
import { describe, expect, it, vi } from 'vitest';
import { aFixture, aGameweek } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { getCurrentGameweek } from '../api/get-current-gameweek.ts';

describe('getCurrentGameweek', () => {
  it("asks for the literal 'current' gameweek on the local gateway, with cookies", async () => {
    const { requests } = fakeApi({ 'GET /api/fixtures/gameweek/current': () => json(aGameweek()) });
    const answer = await getCurrentGameweek();
    expect(answer.fixtures).toHaveLength(3);
    expect(requests[0]?.url.href).toBe('http://localhost:8000/api/fixtures/gameweek/current');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('drops a fixture without fixture_id with a warning and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fixture_id: _dropped, ...withoutId } = aFixture({ home_team: 'Ghost FC' });
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json({ ...aGameweek(), fixtures: [aFixture(), withoutId] }),
    });

    const answer = await getCurrentGameweek();

    expect(answer.fixtures.map((f) => f.home_team)).toEqual(['Arsenal FC']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('without fixture_id'),
      expect.objectContaining({ home_team: 'Ghost FC' }),
    );
  });

  it('rejects any other breach of the contract', async () => {
    fakeApi({
      'GET /api/fixtures/gameweek/current': () =>
        json({ ...aGameweek(), fixtures: [{ ...aFixture(), has_prediction: 'yes' }] }),
    });
    await expect(getCurrentGameweek()).rejects.toBeInstanceOf(ApiContractError);
  });
});
