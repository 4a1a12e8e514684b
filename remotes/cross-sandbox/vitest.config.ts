import { packageTestConfig } from '../../vitest.shared.ts';

// Component tests (jsdom, no federation: vite.config.ts is not read by Vitest, so they render the
// exposed page directly).
export default packageTestConfig(import.meta.dirname, {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
