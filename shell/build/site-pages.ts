// The site's pages as the prerender step needs them, read through Vite (prerender.ts loads this file
// in its server-side module runner, where the contracts' TypeScript source can be imported).
import {
  MODULE_PRELOAD_PRIORITY,
  SHELL_NOT_FOUND_PAGE,
  SHELL_PAGES_FILE,
  shellPageFile,
  SITE_PAGE_REMOTES,
  SITE_PATHS,
} from '@scoreline/contracts/constants';

export const paths = SITE_PATHS;
export const remotes = SITE_PAGE_REMOTES;
export const pagesFile = SHELL_PAGES_FILE;
export const notFoundPage = SHELL_NOT_FOUND_PAGE;
export const pageFile = shellPageFile;
export const modulePreloadPriority = MODULE_PRELOAD_PRIORITY;
