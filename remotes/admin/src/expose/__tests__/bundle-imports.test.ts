// The panel ships no zod, as the public pages (remotes/predictions/README.md, "Bundle budget"):
// outside tests it takes only types from the contracts index, and runtime constants from the
// zod-free `@scoreline/contracts/constants`; the tests parse every fake call with the schemas.
import path from 'node:path';
import { describeBundleImports } from '@scoreline/ui/testing/bundle-imports';

describeBundleImports({
  src: path.resolve(import.meta.dirname, '../..'),
  pageSource: path.join('expose', 'admin-page.tsx'),
  constantsSource: path.join('features', 'weights-editor', 'components', 'weights-editor-section.tsx'),
});
