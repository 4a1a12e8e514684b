import { packageTestConfig } from '../../vitest.shared.ts';

// No federation here: vite.config.ts is not read by Vitest, so the tests render the exposed pages
// directly (docs/product.md, Architecture: "Frontend"); federation is proven by the shell's browser tests.
export default packageTestConfig(import.meta.dirname, {
  test: { environment: 'jsdom', setupFiles: ['./src/testing/setup-tests.ts'] },
});
