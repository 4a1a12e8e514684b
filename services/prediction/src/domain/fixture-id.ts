// The fixture id of GET /api/prediction/{fixtureId}. Fixture ids are decimal integers (stored as
// natural string _ids); the browser route must parse as a number (docs/product.md §5), so anything
// else is refused with the product's own sentence (docs/product.md §5) before the store is touched.

/** A fixture id that is not a whole number; the routes answer it 400 with this message. */
export class InvalidFixtureIdError extends Error {
  override readonly name = 'InvalidFixtureIdError';

  constructor(readonly value: string) {
    super(`Invalid fixture ID: "${value}". Expected a numeric ID.`);
  }
}

/** The canonical id string ("0042" → "42"); throws InvalidFixtureIdError for anything but a whole number. */
export function parseFixtureIdParam(value: string): string {
  // 15 digits fit a JS number exactly (the HTTP form of the id is a JSON number).
  if (!/^\d{1,15}$/.test(value)) throw new InvalidFixtureIdError(value);
  return String(Number(value));
}
