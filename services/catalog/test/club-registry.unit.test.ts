import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLUBS, UNREGISTERED_BASE, findClub, groundFor, slugify } from '../src/domain/clubs.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';

function clubNamesIn(label: string): Set<string> {
  const file = JSON.parse(readFileSync(path.join(rawOpenfootballDir(), label, 'en.1.json'), 'utf8')) as {
    matches: { team1: string; team2: string }[];
  };
  return new Set(file.matches.flatMap((match) => [match.team1, match.team2]));
}

describe('club registry', () => {
  it('knows every club of 2022-23 … 2026-27 under its openfootball name, with a ground in each of its seasons', () => {
    for (const [index, label] of SEASON_LABELS.entries()) {
      const names = clubNamesIn(label);
      expect(names.size).toBe(20);
      for (const name of names) {
        const club = findClub(name);
        expect(club?.name, name).toBe(name);
        expect(groundFor(club!, 2022 + index)?.name, name).toMatch(/\w/);
      }
    }
  });

  it('has unique ids, numbers, codes and spellings, with numbers below the unregistered range', () => {
    expect(new Set(CLUBS.map((club) => club.id)).size).toBe(CLUBS.length);
    expect(new Set(CLUBS.map((club) => club.number)).size).toBe(CLUBS.length);
    expect(new Set(CLUBS.map((club) => club.tla)).size).toBe(CLUBS.length);
    for (const club of CLUBS) {
      expect(club.number).toBeGreaterThan(0);
      expect(club.number).toBeLessThan(UNREGISTERED_BASE);
      for (const spelling of [club.name, club.shortName, ...club.aliases])
        expect(findClub(spelling), spelling).toBe(club);
    }
  });

  it('resolves football-data.org and football-data.co.uk spellings to the same club', () => {
    expect(findClub('Man City')?.id).toBe('manchester-city-fc');
    expect(findClub('Man United')?.id).toBe('manchester-united-fc');
    expect(findClub("Nott'm Forest")?.id).toBe('nottingham-forest-fc');
    expect(findClub('Brighton Hove')?.id).toBe('brighton-hove-albion-fc');
    expect(findClub('Brighton and Hove Albion FC')?.id).toBe('brighton-hove-albion-fc');
    expect(findClub('Wolves')?.id).toBe('wolverhampton-wanderers-fc');
    expect(findClub('Bournemouth')?.id).toBe('afc-bournemouth');
    expect(findClub('  Tottenham Hotspur FC ')?.id).toBe('tottenham-hotspur-fc');
    expect(findClub('Some Renamed Club', 'LIV')?.id).toBe('liverpool-fc');
    expect(findClub('Sheffield Wednesday FC')).toBeNull();
  });

  it('moves Everton to its new stadium from 2025-26', () => {
    const everton = findClub('Everton FC')!;
    expect(groundFor(everton, 2024)?.name).toBe('Goodison Park');
    expect(groundFor(everton, 2025)?.name).toBe('Hill Dickinson Stadium');
    expect(groundFor(everton, 2026)?.name).toBe('Hill Dickinson Stadium');
  });

  it('slugs names into lowercase dash-separated ASCII', () => {
    expect(slugify('Brighton & Hove Albion FC')).toBe('brighton-hove-albion-fc');
    expect(slugify("St. Étienne's  Club")).toBe('st-etienne-s-club');
  });
});
