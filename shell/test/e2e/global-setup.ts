// Before the browser tests: builds the shell and the predictions remote when their dist is missing or
// older than their sources (component tests never need a build), then starts the real gateway on
// those builds for the *.real-backend tests. Its address, or the reason it could not start (the
// infrastructure is down, the predictions never came), is handed to the test files, which fail
// with it; the tests on the fake backend run either way.
import { suiteGlobalSetup } from '@scoreline/test-support/browser-suite';
import { SHELL_SUITE } from './harness/suite.ts';

export default suiteGlobalSetup(SHELL_SUITE, { waitFor: 'predictions' });
