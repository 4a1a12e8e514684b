// The site's pages (docs/product.md §2): defined in constants.ts, without zod, so browsers can
// import them from `@scoreline/contracts/constants`.
export {
  INLINE_REMOTES_ID,
  REMOTE_PRELOAD_FILE,
  SHELL_PAGES_FILE,
  SITE_PAGE_REMOTES,
  SITE_PATHS,
  sitePathOf,
} from './constants.ts';
export type { SitePath } from './constants.ts';
