import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.dirname, {
  test: { environment: 'jsdom', setupFiles: ['./src/testing/setup-tests.ts'] },
});
