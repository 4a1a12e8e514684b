// One admin page's load from the loads of its parts (its features' GET calls), run together: the
// session proves a token by loading the whole page with it, so a page made of several features
// needs one load that answers all of their data.

/** What `loadTogether(loads)` answers: each part's data under the part's name. */
export type LoadedTogether<Loads> = {
  -readonly [K in keyof Loads]: Loads[K] extends (token: string) => Promise<infer Data> ? Data : never;
};

/**
 * `{ weightSets: getWeightSets, … }` gives a load answering `{ weightSets, … }`; the parts are asked
 * at once, in the order given, and the load fails as soon as one of them does.
 */
export function loadTogether<Loads extends Record<string, (token: string) => Promise<unknown>>>(
  loads: Loads,
): (token: string) => Promise<LoadedTogether<Loads>> {
  return async (token) => {
    const parts = Object.entries(loads);
    const values = await Promise.all(parts.map(([, load]) => load(token)));
    return Object.fromEntries(parts.map(([key], index) => [key, values[index]])) as LoadedTogether<Loads>;
  };
}
