// What the blog checks of an answer before drawing it, without a schema library: the blog list has
// the Home page's 180 KiB budget (services/gateway/bench/site.ts) and zod alone was 23.5 KiB of it,
// so the pages take the contracts' types only (remotes/predictions/README.md, "Bundle budget"). The
// service checks every answer against the contract schemas before sending it; this is the client's
// own rule from docs/product.md §8 — a load that fails, or answers something that is not a post, is
// a failed load — checked on the fields the pages read, so a wrong shape reaches the failure state
// instead of a blank card or a broken link.
import type { BlogPost, BlogPostSummary } from '@scoreline/contracts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const areStrings = (value: Fields, names: readonly string[]) => names.every((name) => typeof value[name] === 'string');

/** The fields of a card: its link (slug), its texts, its date and its reading time. */
export function isPostSummary(value: unknown): value is BlogPostSummary {
  return (
    isObject(value) &&
    areStrings(value, ['slug', 'title', 'description', 'author', 'date', 'category']) &&
    typeof value['read_time'] === 'number'
  );
}

/** A whole post: a card's fields, its markdown and its keywords (the page's metadata). */
export function isPost(value: unknown): value is BlogPost {
  return (
    isPostSummary(value) &&
    typeof (value as Fields)['content'] === 'string' &&
    Array.isArray((value as Fields)['keywords'])
  );
}

/** The answer as the caller's type, or an error naming the call: the hooks treat it as a failed load. */
export function expectShape<T>(call: string, value: unknown, check: (value: unknown) => value is T): T {
  if (!check(value)) throw new Error(`${call}: the answer does not have the shape of the contract`);
  return value;
}
