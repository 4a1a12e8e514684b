// Before the browser tests: builds the admin remote and the shell when missing or stale, then starts
// the real gateway serving them (every service, every worker, fresh databases; harness/suite.ts).
// The gateway's address, or the reason it could not start (the infrastructure is down), is handed
// to the test files.
import { suiteGlobalSetup } from '@scoreline/test-support/browser-suite';
import { ADMIN_SITE, ADMIN_SUITE } from './harness/suite.ts';

export default suiteGlobalSetup(ADMIN_SUITE, ADMIN_SITE);
