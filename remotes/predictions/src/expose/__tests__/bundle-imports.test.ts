// The pages ship no zod (README.md, "Bundle budget"): outside tests, the remote takes only types from
// the contracts index, and runtime constants from its zod-free `@scoreline/contracts/constants`. A
// value import of the index would evaluate every schema of libs/contracts in the visitor's browser.
import path from 'node:path';
import { describeBundleImports } from '@scoreline/ui/testing/bundle-imports';

describeBundleImports({
  src: path.resolve(import.meta.dirname, '../..'),
  pageSource: path.join('expose', 'home-page.tsx'),
  constantsSource: path.join('config', 'price.ts'),
});
