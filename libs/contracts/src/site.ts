// The site's pages (docs/product.md §2): SITE_PATHS is defined in constants.ts, without zod,
// so browsers can import it from `@scoreline/contracts/constants`.
import { SITE_PATHS } from './constants.ts';

export { SITE_PATHS };
export type SitePath = (typeof SITE_PATHS)[number];
