// Before the browser tests: builds the shell and the sandbox, rounding and predictions remotes when
// missing or stale, then starts the real gateway (every service in-process, the experiment service
// included) serving them, ready once listening: the tests wait for the predictions themselves (the
// shell's readiness also waits for the payment service, which these tests do not use). Its address,
// or the reason it could not start (the infrastructure is down), is handed to the test files, which
// fail with it.
import { suiteGlobalSetup } from '@scoreline/test-support/browser-suite';
import { SANDBOXES_SUITE } from './harness/suite.ts';

export default suiteGlobalSetup(SANDBOXES_SUITE, { waitFor: 'listening' });
