// Answers kept per data version (docs/engineering.md, "Public diagnostics per data version"): an
// expensive read is computed once per version of the data and shared by every request, concurrent
// ones included, until the version moves on. The version is read on each call (one small read), so
// a write in any process is seen at once. Hand-written rather than lru-cache: every entry is
// dropped as soon as the version changes, so all that is needed beyond a Map is a bound on the keys
// of one version (a client choosing ids), where dropping the oldest is enough.
export interface VersionedCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export interface VersionedCacheOptions {
  version: () => Promise<number>;
  /** Most keys kept for one version (default 256). */
  maxEntries?: number;
}

export function createVersionedCache(options: VersionedCacheOptions): VersionedCache {
  const maxEntries = options.maxEntries ?? 256;
  let entriesVersion = -1;
  const entries = new Map<string, Promise<unknown>>();
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await options.version();
      // A newer version empties the cache; an older one (a read that lost a race with a write) is
      // computed without being kept.
      if (version > entriesVersion) {
        entries.clear();
        entriesVersion = version;
      } else if (version < entriesVersion) {
        return compute();
      }
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) return cached;
      const answer = compute();
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, answer);
      // A failure is not kept: the next call tries again.
      answer.catch(() => {
        if (entries.get(key) === answer) entries.delete(key);
      });
      return answer;
    },
  };
}
