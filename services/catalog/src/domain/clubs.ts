// The club registry: every club that played in the Premier League from 2010-11 to 2026-27 (the
// product's seasons and the history behind them), with its home grounds. Neither data source carries
// a venue, so a fixture's venue is its home club's ground in that season. The registry is also where
// provider spellings ("Man City", "MCI", "Manchester City", "Manchester City FC") meet one canonical
// club. The canonical name is the engine's `canonicalClubName` (libs/engine club-names.ts), the one
// rule the engine's history loader uses too: a club is entered under any spelling and stored under
// that name, so the catalog and the engine can never name a club differently.
//
// `number` is part of every fixture id (see fixture-id.ts), so it is frozen: never renumber a
// club; a newly promoted club gets the next free number below UNREGISTERED_BASE.
import { canonicalClubName } from '@scoreline/engine';

export interface Ground {
  readonly name: string;
  readonly city: string;
  /** First season (starting year) played here; grounds are listed oldest first. */
  readonly from: number;
}

export interface Club {
  /** Natural id, used as the team document's `_id`. */
  readonly id: string;
  readonly number: number;
  /** Canonical name: openfootball's spelling, which football-data.org shares. */
  readonly name: string;
  readonly shortName: string;
  /** football-data.org three-letter code. */
  readonly tla: string;
  readonly grounds: readonly Ground[];
  /** Other spellings seen in providers (football-data short names, common forms). */
  readonly aliases: readonly string[];
}

const club = (
  number: number,
  spelling: string,
  shortName: string,
  tla: string,
  grounds: Ground[],
  aliases: string[] = [],
): Club => {
  const name = canonicalClubName(spelling);
  return { id: slugify(name), number, name, shortName, tla, grounds, aliases };
};

const since = (name: string, city: string, from = 1888): Ground => ({ name, city, from });

export const CLUBS: readonly Club[] = [
  club(
    1,
    'AFC Bournemouth',
    'Bournemouth',
    'BOU',
    [since('Vitality Stadium', 'Bournemouth')],
    ['Bournemouth'],
  ),
  club(2, 'Arsenal FC', 'Arsenal', 'ARS', [since('Emirates Stadium', 'London')]),
  club(3, 'Aston Villa FC', 'Aston Villa', 'AVL', [since('Villa Park', 'Birmingham')]),
  club(4, 'Brentford FC', 'Brentford', 'BRE', [since('Gtech Community Stadium', 'London')]),
  club(
    5,
    'Brighton & Hove Albion FC',
    'Brighton',
    'BHA',
    [since('American Express Stadium', 'Brighton')],
    ['Brighton Hove', 'Brighton and Hove Albion'],
  ),
  club(6, 'Burnley FC', 'Burnley', 'BUR', [since('Turf Moor', 'Burnley')]),
  club(7, 'Chelsea FC', 'Chelsea', 'CHE', [since('Stamford Bridge', 'London')]),
  club(8, 'Coventry City FC', 'Coventry', 'COV', [since('Coventry Building Society Arena', 'Coventry')]),
  club(9, 'Crystal Palace FC', 'Crystal Palace', 'CRY', [since('Selhurst Park', 'London')]),
  club(
    10,
    'Everton FC',
    'Everton',
    'EVE',
    // Everton left Goodison Park after 2024-25 for the new stadium at Bramley-Moore Dock.
    [since('Goodison Park', 'Liverpool'), since('Hill Dickinson Stadium', 'Liverpool', 2025)],
  ),
  club(11, 'Fulham FC', 'Fulham', 'FUL', [since('Craven Cottage', 'London')]),
  club(12, 'Hull City AFC', 'Hull', 'HUL', [since('MKM Stadium', 'Kingston upon Hull')], ['Hull City']),
  club(13, 'Ipswich Town FC', 'Ipswich', 'IPS', [since('Portman Road', 'Ipswich')], ['Ipswich Town']),
  club(14, 'Leeds United FC', 'Leeds', 'LEE', [since('Elland Road', 'Leeds')], ['Leeds United']),
  club(
    15,
    'Leicester City FC',
    'Leicester',
    'LEI',
    [since('King Power Stadium', 'Leicester')],
    ['Leicester City'],
  ),
  club(16, 'Liverpool FC', 'Liverpool', 'LIV', [since('Anfield', 'Liverpool')]),
  club(17, 'Luton Town FC', 'Luton', 'LUT', [since('Kenilworth Road', 'Luton')], ['Luton Town']),
  club(
    18,
    'Manchester City FC',
    'Man City',
    'MCI',
    [since('Etihad Stadium', 'Manchester')],
    ['Manchester City'],
  ),
  club(
    19,
    'Manchester United FC',
    'Man United',
    'MUN',
    [since('Old Trafford', 'Manchester')],
    ['Manchester United', 'Man Utd'],
  ),
  club(
    20,
    'Newcastle United FC',
    'Newcastle',
    'NEW',
    [since("St James' Park", 'Newcastle upon Tyne')],
    ['Newcastle United'],
  ),
  club(
    21,
    'Nottingham Forest FC',
    'Nottingham',
    'NOT',
    [since('City Ground', 'Nottingham')],
    ["Nott'm Forest", 'Nottingham Forest'],
  ),
  club(
    22,
    'Sheffield United FC',
    'Sheffield Utd',
    'SHU',
    [since('Bramall Lane', 'Sheffield')],
    ['Sheffield United'],
  ),
  club(23, 'Southampton FC', 'Southampton', 'SOU', [since("St Mary's Stadium", 'Southampton')]),
  club(24, 'Sunderland AFC', 'Sunderland', 'SUN', [since('Stadium of Light', 'Sunderland')]),
  club(
    25,
    'Tottenham Hotspur FC',
    'Tottenham',
    'TOT',
    // White Hart Lane until 2016-17, Wembley while the new ground was built (it opened in April 2019;
    // grounds change per season here, so 2018-19 stays at Wembley).
    [
      since('White Hart Lane', 'London'),
      since('Wembley Stadium', 'London', 2017),
      since('Tottenham Hotspur Stadium', 'London', 2019),
    ],
    ['Spurs'],
  ),
  club(
    26,
    'West Ham United FC',
    'West Ham',
    'WHU',
    [since('Boleyn Ground', 'London'), since('London Stadium', 'London', 2016)],
    ['West Ham United'],
  ),
  club(
    27,
    'Wolverhampton Wanderers FC',
    'Wolverhampton',
    'WOL',
    [since('Molineux Stadium', 'Wolverhampton')],
    ['Wolves'],
  ),
  // Premier League clubs of 2010-11 … 2021-22 that are not in the product's seasons (history for the
  // models). Entered under openfootball's spelling of those years; the name is the canonical one.
  club(28, 'Birmingham City', 'Birmingham', 'BIR', [since("St Andrew's", 'Birmingham')]),
  club(29, 'Blackburn Rovers', 'Blackburn', 'BLB', [since('Ewood Park', 'Blackburn')]),
  club(30, 'Blackpool', 'Blackpool', 'BPL', [since('Bloomfield Road', 'Blackpool')]),
  club(31, 'Bolton Wanderers', 'Bolton', 'BOL', [since('Reebok Stadium', 'Bolton')]),
  club(32, 'Cardiff City', 'Cardiff', 'CAR', [since('Cardiff City Stadium', 'Cardiff')]),
  club(33, 'Huddersfield Town', 'Huddersfield', 'HUD', [since("John Smith's Stadium", 'Huddersfield')]),
  club(34, 'Middlesbrough', 'Middlesbrough', 'MID', [since('Riverside Stadium', 'Middlesbrough')]),
  club(35, 'Norwich City', 'Norwich', 'NOR', [since('Carrow Road', 'Norwich')]),
  club(36, 'Queens Park Rangers', 'QPR', 'QPR', [since('Loftus Road', 'London')]),
  club(37, 'Reading', 'Reading', 'REA', [since('Madejski Stadium', 'Reading')]),
  club(38, 'Stoke City', 'Stoke', 'STK', [since('Britannia Stadium', 'Stoke-on-Trent'), since('bet365 Stadium', 'Stoke-on-Trent', 2016)]),
  club(39, 'Swansea City', 'Swansea', 'SWA', [since('Liberty Stadium', 'Swansea')]),
  club(40, 'Watford', 'Watford', 'WAT', [since('Vicarage Road', 'Watford')]),
  club(41, 'West Bromwich Albion', 'West Brom', 'WBA', [since('The Hawthorns', 'West Bromwich')]),
  club(42, 'Wigan Athletic', 'Wigan', 'WIG', [since('DW Stadium', 'Wigan')]),
];

/** Clubs missing from the registry get a number from this range (see fixture-id.ts). */
export const UNREGISTERED_BASE = 500;

/** "Brighton & Hove Albion FC" → "brighton-hove-albion-fc": lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Provider spellings differ in accents, "&"/"and", punctuation and the "FC"/"AFC" suffix, so names
// are compared on a key with all of those removed.
function matchKey(name: string): string {
  return slugify(name.replace(/&/g, ' and '))
    .split('-')
    .filter((word) => word !== 'fc' && word !== 'afc')
    .join(' ');
}

const byKey = new Map<string, Club>();
for (const entry of CLUBS) {
  for (const spelling of [entry.name, entry.shortName, ...entry.aliases])
    byKey.set(matchKey(spelling), entry);
}
const byTla = new Map(CLUBS.map((entry) => [entry.tla, entry]));

/** The registered club a provider's name (or football-data TLA) stands for, or null when unknown. */
export function findClub(name: string, tla?: string | null): Club | null {
  return byKey.get(matchKey(name)) ?? (tla ? (byTla.get(tla.toUpperCase()) ?? null) : null);
}

/** The club's ground in the season starting in `seasonYear`. */
export function groundFor(entry: Club, seasonYear: number): Ground | null {
  let current: Ground | null = null;
  for (const ground of entry.grounds) if (ground.from <= seasonYear) current = ground;
  return current;
}
