// Value schemas shared by several event payloads. Outcomes, weights and rounding parameters are
// the model's vocabulary and come from ../model.ts; these are the rest of what events need.
import { z } from '../zod.ts';
import { FIXTURES_PER_SEASON, GAMEWEEKS_PER_SEASON, SEASON_START_YEARS } from '../constants.ts';

export { FIXTURES_PER_SEASON, GAMEWEEKS_PER_SEASON, SEASON_START_YEARS };

// "2025-26": the second year must follow the first, so "2025-27" or "2025-25" are rejected
// rather than silently stored as a season nobody can find again.
/**
 * A season label's JSON Schema pattern: four digits, then the two digits of the next year (every
 * pair "00-01" … "99-00" spelled out), so the OpenAPI document refuses "8662-10" as the parse does.
 */
export const SEASON_LABEL_PATTERN = `\\d{2}(?:${Array.from({ length: 100 }, (_, i) => `${String(i).padStart(2, '0')}-${String((i + 1) % 100).padStart(2, '0')}`).join('|')})`;

export const seasonSchema = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'season must look like 2025-26')
  .refine(
    (s) => (Number(s.slice(0, 4)) + 1) % 100 === Number(s.slice(5)),
    'season years must be consecutive (2025-26)',
  )
  .meta({ pattern: `^${SEASON_LABEL_PATTERN}$` });
export type SeasonLabel = z.infer<typeof seasonSchema>;

export const gameweekSchema = z.int().min(1).max(GAMEWEEKS_PER_SEASON);

// The fixture's natural id. It is a string (documents are keyed by natural string _ids), but
// the browser's /fixture/:fixtureId route and create-session's fixture_id are numeric
// (docs/product.md §5 and §7), so it is a decimal integer that a JS number holds exactly.
export const fixtureNaturalIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'fixture id must be a decimal integer string');

// Opaque ids owned by the experiment service (weight sets, rounding configs, matrix jobs).
export const entityIdSchema = z.string().min(1).max(128);

// A team as a fixture names it: the canonical openfootball name and the catalog's team id, a
// stable slug ("arsenal-fc"); null for a club the catalog has not registered yet (the fixture
// diagnostics count those).
export const teamRefSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'team id must be a lowercase slug')
    .nullable(),
  name: z.string().min(1),
});
export type TeamRef = z.infer<typeof teamRefSchema>;
