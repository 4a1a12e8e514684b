// Before the browser test: builds the shell and the cross-sandbox remote when missing or stale, then
// starts the real gateway (every service in-process, the experiment service's matrix worker and
// aggregator included) serving them, ready once listening, with the catalog's first refresh reading
// the shipped openfootball files (no network here): the test waits for the diagnostic to be ready
// itself. Its address, or the reason it could not start (the infrastructure is down), is handed to
// the test file, which fails with it.
import { OPENFOOTBALL_SNAPSHOT_URL, suiteGlobalSetup } from '@scoreline/test-support/browser-suite';

/** /cross-sandbox is the only page the test visits. */
export default suiteGlobalSetup(
  { name: 'cross-sandbox', remotes: ['cross-sandbox'] },
  { waitFor: 'listening', env: { OPENFOOTBALL_BASE_URL: OPENFOOTBALL_SNAPSHOT_URL } },
);
