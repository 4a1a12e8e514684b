// The fixture id of GET /api/prediction/{fixtureId}. Fixture ids are decimal integers (stored as
// natural string _ids); the browser route must parse as a number (spec section 5), so anything
// else is refused with the spec's own sentence before the store is touched.
import { AppError } from '@scoreline/service-kit';

export function invalidFixtureIdDetail(value: string): string {
  return `Invalid fixture ID: "${value}". Expected a numeric ID.`;
}

/** The canonical id string ("0042" → "42"); throws AppError 400 for anything but a whole number. */
export function parseFixtureIdParam(value: string): string {
  // 15 digits fit a JS number exactly (the HTTP form of the id is a JSON number).
  if (!/^\d{1,15}$/.test(value)) throw AppError.badRequest(invalidFixtureIdDetail(value));
  return String(Number(value));
}
