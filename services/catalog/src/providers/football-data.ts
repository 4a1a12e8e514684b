// football-data.org API v4, used when FOOTBALL_DATA_TOKEN is set:
//   GET https://api.football-data.org/v4/competitions/PL/matches?season=2024   (X-Auth-Token: <token>)
// answers {filters, resultSet, competition, matches: [{id, utcDate, status, matchday, stage,
// homeTeam: {id, name, shortName, tla}, awayTeam: {…}, score: {winner, duration, fullTime: {home, away}}, …}]}.
// `season` is the starting year. The free tier allows 10 requests a minute and only some seasons:
// 429 is retried later, 403 is reported as it is.
import { z } from 'zod';
import type { FixtureStatus, ProviderMatch, Rejection } from '../domain/fixture.ts';
import type { Season } from '../domain/season.ts';
import { londonDate } from '../domain/uk-time.ts';
import { type FixtureProvider, ProviderError, type SeasonFeed, fetchJson } from './provider.ts';

export const FOOTBALL_DATA_BASE_URL = 'https://api.football-data.org/v4';

const teamSchema = z.object({
  id: z.int().nullish(),
  name: z.string().nullish(),
  shortName: z.string().nullish(),
  tla: z.string().nullish(),
});

const goals = z.int().min(0).nullish();

const matchSchema = z.object({
  id: z.int().positive(),
  utcDate: z.iso.datetime({ offset: true }),
  status: z.string(),
  matchday: z.int().nullish(),
  stage: z.string().nullish(),
  venue: z.string().nullish(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  score: z
    .object({ fullTime: z.object({ home: goals, away: goals }).nullish() })
    .loose()
    .nullish(),
});

const bodySchema = z.object({ matches: z.array(z.unknown()) });

export interface FootballDataOptions {
  readonly token: string;
  readonly baseUrl?: string;
  /** Competition code; the Premier League is PL. */
  readonly competition?: string;
  readonly timeoutMs?: number;
}

export function createFootballDataProvider(options: FootballDataOptions): FixtureProvider {
  const base = (options.baseUrl ?? FOOTBALL_DATA_BASE_URL).replace(/\/+$/, '');
  const competition = options.competition ?? 'PL';
  return {
    source: 'football-data',
    origin: 'network',
    location: `${base}/competitions/${competition}`,
    async fetchSeason(season: Season): Promise<SeasonFeed> {
      const url = `${base}/competitions/${encodeURIComponent(competition)}/matches?season=${season.year}`;
      const body = await fetchJson(url, {
        headers: { 'X-Auth-Token': options.token },
        timeoutMs: options.timeoutMs ?? 30_000,
        label: 'football-data.org',
      });
      return parseFootballDataSeason(season, body);
    },
  };
}

// football-data.org statuses (v4 docs, "Enums"): SCHEDULED, TIMED, IN_PLAY, PAUSED, LIVE, FINISHED,
// AWARDED, POSTPONED, SUSPENDED, CANCELLED.
const STATUS: Readonly<Record<string, FixtureStatus>> = {
  SCHEDULED: 'scheduled',
  TIMED: 'scheduled',
  IN_PLAY: 'in_play',
  PAUSED: 'in_play',
  LIVE: 'in_play',
  FINISHED: 'finished',
  AWARDED: 'finished',
  POSTPONED: 'postponed',
  SUSPENDED: 'postponed',
  CANCELLED: 'cancelled',
};

export function parseFootballDataSeason(season: Season, body: unknown): SeasonFeed {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderError(`football-data.org ${season.label}: the answer has no "matches" list`, false);
  }
  const matches: ProviderMatch[] = [];
  const rejected: Rejection[] = [];
  parsed.data.matches.forEach((raw, index) => {
    const match = matchSchema.safeParse(raw);
    if (!match.success) {
      rejected.push({ ref: `${season.label} match #${index + 1}`, reason: z.prettifyError(match.error) });
      return;
    }
    const entry = toProviderMatch(match.data);
    if ('reason' in entry) rejected.push(entry);
    else matches.push(entry);
  });
  return { matches, rejected };
}

function toProviderMatch(match: z.infer<typeof matchSchema>): ProviderMatch | Rejection {
  const ref = `football-data match ${match.id}`;
  const home = match.homeTeam.name ?? match.homeTeam.shortName;
  const away = match.awayTeam.name ?? match.awayTeam.shortName;
  // Knock-out placeholders have no teams yet; a league match always has both.
  if (!home || !away) return { ref, reason: 'a team is not known yet' };
  const status = STATUS[match.status];
  if (!status) return { ref, reason: `unknown status ${match.status}` };
  const fullTime = match.score?.fullTime;
  const score =
    status === 'finished' &&
    fullTime &&
    typeof fullTime.home === 'number' &&
    typeof fullTime.away === 'number'
      ? { home: fullTime.home, away: fullTime.away }
      : null;
  const kickoff = new Date(match.utcDate).toISOString();
  return {
    ref,
    providerIds: { football_data: match.id },
    gameweek: match.matchday ?? null,
    date: londonDate(kickoff),
    kickoff,
    home: { name: home, tla: match.homeTeam.tla },
    away: { name: away, tla: match.awayTeam.tla },
    status,
    score,
    venue: match.venue ?? null,
  };
}
