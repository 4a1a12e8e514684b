// The blog ships no zod, as the other public pages (remotes/predictions/README.md, "Bundle budget";
// the blog list's 180 KiB budget, services/gateway/bench/site.ts): outside tests it takes only
// types from the contracts index, and runtime values (the categories and their query mapping) from
// the zod-free `@scoreline/contracts/constants`.
import path from 'node:path';
import { describeBundleImports } from '@scoreline/ui/testing/bundle-imports';

describeBundleImports({
  src: path.resolve(import.meta.dirname, '../..'),
  pageSource: path.join('expose', 'blog-list-page.tsx'),
  constantsSource: path.join('features', 'blog-list', 'components', 'category-filter.tsx'),
});
