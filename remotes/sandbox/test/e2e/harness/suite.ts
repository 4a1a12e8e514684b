// The sandboxes' browser suite (libs/test-support browser-suite): the built shell with the remotes
// these tests load, the two sandboxes and predictions for the home page a promotion changes.
import type { BrowserSuite } from '@scoreline/test-support/browser-suite';

export const SANDBOXES_SUITE: BrowserSuite = { name: 'sandboxes', remotes: ['sandbox', 'rounding', 'predictions'] };
