// The shell's browser suite (libs/test-support browser-suite): the shell and the predictions remote,
// built into their own dist folders, which the static site of the fake-backend tests, the real
// gateway (SITE_ROOT = the repository) and the bench all serve.
import { remoteDir, suiteDist, type BrowserSuite } from '@scoreline/test-support/browser-suite';

export const SHELL_SUITE: BrowserSuite = { name: 'shell', remotes: ['predictions'], builds: 'own' };
export const SHELL_DIST = suiteDist(SHELL_SUITE, 'shell');
export const PREDICTIONS_DIR = remoteDir('predictions');
export const PREDICTIONS_DIST = suiteDist(SHELL_SUITE, 'predictions');
