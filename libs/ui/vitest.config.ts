import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig(import.meta.dirname, {
  test: { environment: 'jsdom', setupFiles: ['./test/setup-tests.ts'] },
});
