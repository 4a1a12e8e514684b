// Reads the normalised EPL CSVs and openfootball's raw files (the data directory's own README
// describes them) for tests, the catalog's closing odds, the report and the benchmarks. Node-only
// (fs/path), so it is a library of its own: the engine stays pure and browsers never bundle it. The
// data is read in place and never copied into the repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { GAMEWEEKS_PER_SEASON } from '@scoreline/contracts';
import { canonicalClubName, type MatchFixture, type MatchOdds, seasonLabel, seasonStartYear } from '@scoreline/engine';

/** One CSV row: the engine's fixture plus the market's closing odds and the calendar date. */
export interface EplMatch extends MatchFixture, MatchOdds {
  date: string;
  venue: string | null;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** EPL_DATA_DIR when set, otherwise ../shared/data/epl next to the repository root. */
export function eplDataDir(): string {
  const fromEnv = process.env.EPL_DATA_DIR;
  return fromEnv && fromEnv.trim() !== '' ? path.resolve(fromEnv) : path.resolve(REPO_ROOT, '../shared/data/epl');
}

/** Season labels that have a CSV in the directory, oldest first. */
export function listEplSeasons(dir: string = eplDataDir()): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-\d{2}\.csv$/.test(name))
    .map((name) => name.slice(0, -4))
    .sort();
}

const COLUMNS = [
  'season',
  'gameweek',
  'date',
  'kickoff_utc',
  'home_team',
  'away_team',
  'home_goals',
  'away_goals',
  'odds_home',
  'odds_draw',
  'odds_away',
  'venue',
] as const;
type Row = Record<(typeof COLUMNS)[number], string>;

function optionalNumber(value: string, where: string, integer: boolean): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) throw new Error(`${where}: bad number "${value}"`);
  return n;
}

function toMatch(row: Row, file: string, line: number): EplMatch {
  const where = `${file}:${line}`;
  const gameweek = Number(row.gameweek);
  if (!Number.isInteger(gameweek) || gameweek < 1 || gameweek > GAMEWEEKS_PER_SEASON) throw new Error(`${where}: bad gameweek "${row.gameweek}"`);
  if (Number.isNaN(Date.parse(row.kickoff_utc))) throw new Error(`${where}: bad kickoff_utc "${row.kickoff_utc}"`);
  const home_goals = optionalNumber(row.home_goals, where, true);
  const away_goals = optionalNumber(row.away_goals, where, true);
  if ((home_goals == null) !== (away_goals == null)) throw new Error(`${where}: only one score is filled`);
  const season = seasonLabel(row.season);
  return {
    // A decimal-integer id that is stable per season and row order (e.g. '2025007'), the form the
    // services use for fixture ids.
    id: `${seasonStartYear(season)}${String(line - 1).padStart(3, '0')}`,
    season,
    gameweek,
    date: row.date,
    kickoff: row.kickoff_utc,
    home_team: row.home_team,
    away_team: row.away_team,
    home_goals,
    away_goals,
    odds_home: optionalNumber(row.odds_home, where, false),
    odds_draw: optionalNumber(row.odds_draw, where, false),
    odds_away: optionalNumber(row.odds_away, where, false),
    venue: row.venue.trim() === '' ? null : row.venue,
  };
}

/** Parses one season's CSV text; `file` only labels error messages. */
export function parseEplCsv(text: string, file = 'epl.csv'): EplMatch[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Row[];
  return rows.map((row, index) => {
    for (const column of COLUMNS) {
      if (typeof row[column] !== 'string') throw new Error(`${file}: missing column ${column}`);
    }
    // +2: one for the header line, one because lines count from 1.
    return toMatch(row, file, index + 2);
  });
}

/** One season's matches in file order (sorted by kickoff, then home team). */
export function loadEplSeason(season: string | number, dir: string = eplDataDir()): EplMatch[] {
  const file = `${seasonLabel(season)}.csv`;
  return parseEplCsv(readFileSync(path.join(dir, file), 'utf8'), file);
}

/** All (or the given) seasons' matches, ordered by kickoff across seasons. */
export function loadEplMatches(options: { seasons?: readonly (string | number)[]; dir?: string } = {}): EplMatch[] {
  const dir = options.dir ?? eplDataDir();
  const seasons = options.seasons?.map(seasonLabel) ?? listEplSeasons(dir);
  return seasons
    .flatMap((season) => loadEplSeason(season, dir))
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff));
}

// --- Older seasons: openfootball's raw en.1.json (the data directory's README, "Older seasons") ---

interface OpenfootballMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number] };
}

/** Offset of UK local time from UTC on a date, in hours: 1 during British Summer Time, else 0. */
function ukOffsetHours(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month + 1, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, hh, mm);
  const bstStart = Date.UTC(y, 2, lastSunday(2), 1);
  const bstEnd = Date.UTC(y, 9, lastSunday(9), 1);
  return asUtc - 3_600_000 >= bstStart && asUtc - 3_600_000 < bstEnd ? 1 : 0;
}

/** 'YYYY-MM-DD' + UK local 'HH:MM' → ISO UTC instant. */
export function ukKickoffToUtc(date: string, time = '15:00'): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const instant = Date.UTC(y, mo - 1, d, hh, mm) - ukOffsetHours(date, time) * 3_600_000;
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

/**
 * One openfootball season as fixtures: canonical club names, UK times converted to UTC, and dates a
 * year too early (66 matches of 2019-20 after the COVID-19 pause) moved into the season: any date
 * before the season's first matchday is a year late in reality.
 */
export function parseOpenfootballSeason(json: string, season: string): EplMatch[] {
  const label = seasonLabel(season);
  const start = seasonStartYear(label);
  const parsed = JSON.parse(json) as { matches: OpenfootballMatch[] };
  const firstDate = parsed.matches.filter((m) => m.round === 'Matchday 1').map((m) => m.date).sort()[0] ?? `${start}-08-01`;
  return parsed.matches.map((m, index) => {
    const gameweek = Number(/(\d+)$/.exec(m.round)?.[1]);
    if (!Number.isInteger(gameweek) || gameweek < 1 || gameweek > 38) throw new Error(`${label} #${index}: bad round "${m.round}"`);
    let date = m.date;
    if (date < firstDate) date = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
    const ft = m.score?.ft;
    return {
      id: `${start}${String(index + 1).padStart(3, '0')}`,
      season: label,
      gameweek,
      date,
      kickoff: ukKickoffToUtc(date, m.time ?? '15:00'),
      home_team: canonicalClubName(m.team1),
      away_team: canonicalClubName(m.team2),
      home_goals: ft ? ft[0] : null,
      away_goals: ft ? ft[1] : null,
      odds_home: null,
      odds_draw: null,
      odds_away: null,
      venue: null,
    };
  });
}

/** The raw openfootball directory beside the CSVs. */
export function openfootballDir(dir: string = eplDataDir()): string {
  return path.join(dir, 'raw', 'openfootball-football.json');
}

/** Seasons that exist only as raw openfootball files (no CSV): the history before the CSVs begin. */
export function listHistorySeasons(dir: string = eplDataDir()): string[] {
  const csv = new Set(listEplSeasons(dir));
  return readdirSync(openfootballDir(dir))
    .filter((name) => /^\d{4}-\d{2}$/.test(name) && !csv.has(name))
    .sort();
}

/** The history seasons (2010-11 … 2021-22) from the raw files, ordered by kickoff. */
export function loadHistoryMatches(dir: string = eplDataDir()): EplMatch[] {
  return listHistorySeasons(dir)
    .flatMap((season) => parseOpenfootballSeason(readFileSync(path.join(openfootballDir(dir), season, 'en.1.json'), 'utf8'), season))
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff));
}

/** History plus every CSV season: 2010-11 … 2026-27 in kickoff order. */
export function loadAllMatches(dir: string = eplDataDir()): EplMatch[] {
  return [...loadHistoryMatches(dir), ...loadEplMatches({ dir })].sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff));
}
