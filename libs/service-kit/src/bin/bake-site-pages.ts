// Completes the pages of a staged site folder (../bake-site-pages.ts): run by
// deploy/docker/stage-image.mjs site on the folder it staged, `node --import tsx
// libs/service-kit/src/bin/bake-site-pages.ts <site folder>`.
import { bakeSitePages } from '../bake-site-pages.ts';

const siteRoot = process.argv[2];
if (!siteRoot) {
  process.stderr.write('bake-site-pages: give the staged site folder\n');
  process.exitCode = 2;
} else {
  const written = await bakeSitePages(siteRoot);
  process.stdout.write(`bake-site-pages: ${written.length} pages completed (remotes.json inline, each page's remote preloaded) in ${siteRoot}\n`);
}
