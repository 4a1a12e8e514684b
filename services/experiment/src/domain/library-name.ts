// Names in the sandbox libraries (weight sets, rounding configurations) are unique regardless of
// case: the prediction service's compare-sandbox-production looks a set up by name.

/** Raised when another entry of the library already has the name (any case). */
export class DuplicateNameError extends Error {
  constructor(readonly entityName: string) {
    super(`name already taken: ${entityName}`);
    this.name = 'DuplicateNameError';
  }
}

/** The key a name is unique under. */
export const nameKey = (name: string): string => name.trim().toLowerCase();
