// openfootball/football.json: one `<season>/en.1.json` per season, e.g.
//   {"name": "English Premier League 2026/27", "matches": [{"round": "Matchday 1", "date": "2026-08-21",
//    "time": "20:00", "team1": "Arsenal FC", "team2": "Coventry City FC", "score": {"ht": [2, 0], "ft": [3, 0]}}]}
// Times are UK local time. A result is `score.ft`; a few files write a bare `[h, a]` list instead;
// an empty `{}` or no score means no result. `status: "postponed"` marks a postponed match.
// Read over HTTP (the public files, or any mirror) or from a `file:` folder with the same layout.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { slugify } from '../domain/clubs.ts';
import type { FixtureStatus, ProviderMatch, Rejection } from '../domain/fixture.ts';
import type { Season } from '../domain/season.ts';
import { londonToUtcIso } from '../domain/uk-time.ts';
import { type FixtureProvider, ProviderError, type SeasonFeed, fetchJson } from './provider.ts';

export const OPENFOOTBALL_PUBLIC_BASE_URL =
  'https://raw.githubusercontent.com/openfootball/football.json/master';

const goals = z.int().min(0);
const pair = z.tuple([goals, goals]);
const scoreSchema = z.union([pair, z.object({ ft: pair.optional() }).loose()]);

const matchSchema = z.object({
  round: z.string(),
  date: z.string().optional(),
  time: z.string().optional(),
  team1: z.string().min(1),
  team2: z.string().min(1),
  score: scoreSchema.nullish(),
  status: z.string().optional(),
});

// Matches are checked one by one below, so one malformed entry costs that match, not the season.
const fileSchema = z.object({ name: z.string().optional(), matches: z.array(z.unknown()) });

export interface OpenfootballOptions {
  /** `https://…/football.json/master`, or a `file:` URL of a folder laid out the same way. */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

export function createOpenfootballProvider(options: OpenfootballOptions): FixtureProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const isFile = base.startsWith('file:');
  return {
    source: 'openfootball',
    location: base,
    origin: isFile ? 'snapshot' : 'network',
    async fetchSeason(season: Season): Promise<SeasonFeed> {
      const url = `${base}/${season.label}/en.1.json`;
      const body = isFile ? await readLocal(url) : await fetchJson(url, { timeoutMs, label: 'openfootball' });
      return parseOpenfootballSeason(season, body);
    },
  };
}

async function readLocal(url: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(fileURLToPath(url), 'utf8');
  } catch (error) {
    throw new ProviderError(`openfootball file ${url} cannot be read (${(error as Error).message})`, false, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProviderError(`openfootball file ${url} is not JSON`, false, { cause: error });
  }
}

export function parseOpenfootballSeason(season: Season, body: unknown): SeasonFeed {
  const file = fileSchema.safeParse(body);
  if (!file.success) {
    throw new ProviderError(
      `openfootball ${season.label} is not a football.json season file (no "matches" list)`,
      false,
    );
  }
  const matches: ProviderMatch[] = [];
  const rejected: Rejection[] = [];
  file.data.matches.forEach((raw, index) => {
    const parsed = matchSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ ref: `${season.label} match #${index + 1}`, reason: z.prettifyError(parsed.error) });
      return;
    }
    matches.push(toProviderMatch(season, parsed.data));
  });
  return { matches, rejected };
}

type OpenfootballMatch = z.infer<typeof matchSchema>;

function toProviderMatch(season: Season, match: OpenfootballMatch): ProviderMatch {
  const ft = Array.isArray(match.score) ? match.score : (match.score?.ft ?? null);
  const date = match.date && /^\d{4}-\d{2}-\d{2}$/.test(match.date) ? match.date : null;
  const status: FixtureStatus = ft
    ? 'finished'
    : match.status?.toLowerCase() === 'postponed'
      ? 'postponed'
      : match.status?.toLowerCase() === 'cancelled' || match.status?.toLowerCase() === 'abandoned'
        ? 'cancelled'
        : 'scheduled';
  return {
    ref: `${season.label} ${match.round}: ${match.team1} v ${match.team2}`,
    // openfootball has no match ids; season + pairing is unique and survives rescheduling.
    providerIds: { openfootball: `${season.label}/${slugify(match.team1)}-v-${slugify(match.team2)}` },
    gameweek: gameweekOf(match.round),
    date,
    kickoff: date && match.time ? londonToUtcIso(date, match.time) : null,
    home: { name: match.team1 },
    away: { name: match.team2 },
    status,
    score: ft ? { home: ft[0], away: ft[1] } : null,
  };
}

/** "Matchday 12" → 12; rounds without a number (cup-style names) have no gameweek. */
function gameweekOf(round: string): number | null {
  const match = /(\d+)\s*$/.exec(round.trim());
  return match ? Number(match[1]) : null;
}
