// Which weight sets a comparison with production ranks: every set but the promoted one.
export function sandboxSetsOf<T extends { status: string }>(sets: readonly T[]): T[] {
  return sets.filter((set) => set.status !== 'promoted');
}
