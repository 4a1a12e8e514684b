// One canonical name per real club across every season of openfootball's data. Up to 2019-20 most
// clubs are spelled without their suffix ('Manchester United', 'Hull City'); from 2020-21 they carry it
// ('Manchester United FC', 'Hull City AFC'). The canonical name is the current spelling: the suffix
// rule below, with the clubs whose suffix is AFC named explicitly.

/** Clubs whose full name ends in AFC rather than FC (AFC Bournemouth's prefix is already in the data). */
const AFC_CLUBS: ReadonlySet<string> = new Set(['Huddersfield Town', 'Hull City', 'Sunderland', 'Swansea City']);

/** 'Manchester United' → 'Manchester United FC', 'Hull City' → 'Hull City AFC'; suffixed names unchanged. */
export function canonicalClubName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/\b(A?FC)$/.test(trimmed) || /^AFC\b/.test(trimmed)) return trimmed;
  return AFC_CLUBS.has(trimmed) ? `${trimmed} AFC` : `${trimmed} FC`;
}
