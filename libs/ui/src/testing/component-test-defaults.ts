import { configure } from '@testing-library/react';

/**
 * How long findBy*, waitFor and waitForElementToBeRemoved wait before they fail: a bound, not an
 * assertion. Testing Library's default second failed component tests on CI, where turbo runs this
 * package beside another one's browser tests on two cores and a first render with charts took
 * longer; a test that waits this long has failed anyway.
 */
export const COMPONENT_TEST_WAIT_MS = 15_000;

/** The settings every component-test setup starts from (each package's src/testing/setup-tests.ts). */
export function installComponentTestDefaults(): void {
  configure({ asyncUtilTimeout: COMPONENT_TEST_WAIT_MS });
}
