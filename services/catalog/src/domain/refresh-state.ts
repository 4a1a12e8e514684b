// Where a season's refresh stands (repositories/refresh-runs-repository.ts stores it per season).
export type RefreshState = 'pending' | 'processing' | 'retrying' | 'completed' | 'error';

/** Pending, processing, or failed with attempts left (the worker will take it again): the run goes on. */
export function isActive(progress: { readonly status: RefreshState }): boolean {
  return progress.status === 'pending' || progress.status === 'processing' || progress.status === 'retrying';
}
