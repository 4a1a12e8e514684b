// The admin panel's browser suite (libs/test-support browser-suite), shared by its browser test and
// its bench: the built shell and admin remote behind the real gateway, ready once every current
// fixture is predicted, with the catalog's refresh reading the shipped openfootball files (the public
// files are out of reach here, and the snapshot is what the catalog ingests on first start anyway)
// and the shared data's season CSVs as its closing odds, so the accuracy breakdown has a market figure.
import path from 'node:path';
import {
  EPL_DATA_DIR,
  OPENFOOTBALL_SNAPSHOT_URL,
  SCREENSHOTS_DIR,
  type BrowserSuite,
  type SuiteSiteOptions,
} from '@scoreline/test-support/browser-suite';

export const ADMIN_SUITE: BrowserSuite = { name: 'admin', remotes: ['admin'] };

export const ADMIN_SITE: SuiteSiteOptions = {
  waitFor: 'predictions',
  env: { OPENFOOTBALL_BASE_URL: OPENFOOTBALL_SNAPSHOT_URL, CATALOG_ODDS_DIR: EPL_DATA_DIR },
};

/** Where the screenshots go, to be looked at: the git-ignored screenshots/admin/, beside the other screens'. */
export const SCREENSHOT_DIR = path.join(SCREENSHOTS_DIR, 'admin');
