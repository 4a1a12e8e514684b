// One canonical name per real club across every season of openfootball's data: the suffix rule
// (FC, or AFC for the clubs named so) applied to the names spelled without it before 2020-21.
import { describe, expect, it } from 'vitest';
import { canonicalClubName } from '../src/index.ts';

describe('canonical club names', () => {
  it.each([
    ['Manchester United', 'Manchester United FC'],
    ['Manchester United FC', 'Manchester United FC'],
    ['Hull City', 'Hull City AFC'],
    ['Hull City AFC', 'Hull City AFC'],
    ['Sunderland AFC', 'Sunderland AFC'],
    ['Swansea City', 'Swansea City AFC'],
    ['AFC Bournemouth', 'AFC Bournemouth'],
    ['Brighton & Hove Albion', 'Brighton & Hove Albion FC'],
    ['Queens Park Rangers', 'Queens Park Rangers FC'],
    ['Blackpool FC', 'Blackpool FC'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalClubName(raw)).toBe(canonical);
  });
});
