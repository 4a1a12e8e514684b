// The site image (deploy/docker/site): nginx's site.conf.template and the image that renders it.
// No nginx runs here (the rehearsal runs it for real), so the template is read as text for what
// the site must do: every variable it names set by the image, each of the site's pages (libs/contracts
// SITE_PATHS) answered with its own prerendered page (shellPageFile) and no other address with a
// page, the precompressed copies sent, /api to the gateway; and the shell's remotes.json names
// every remote where the site serves it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PATHS } from '@scoreline/contracts';
import { SHELL_NOT_FOUND_PAGE, shellPageFile } from '@scoreline/contracts/constants';
import type { Problems } from './problems.ts';
import { imageEnvironment } from './settings-loaders.ts';
import { REMOTES } from './system.ts';

/** Addresses that are no page: a missing one must be a plain 404, never the shell's page. */
const NOT_PAGES = ['/assets/index-AbCdEfGh12.js', '/remotes/predictions/remoteEntry.js', '/remotes.json', '/favicon.ico', '/api/fixtures/gameweek/current'];

export function checkSite(problems: Problems, dockerDir: string, repo: string): void {
  const templateFile = path.join(dockerDir, 'site', 'site.conf.template');
  const where = path.relative(repo, templateFile);
  if (!problems.check(existsSync(templateFile), where, 'missing')) return;
  const template = readFileSync(templateFile, 'utf8');
  const image = imageEnvironment(path.join(dockerDir, 'Dockerfile'), 'site');
  for (const [, name] of template.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g))
    problems.check(name! in image, where, `uses \${${name}}, which the site image (Dockerfile ENV) does not set: it would render empty`);
  problems.check(/^\s*listen \$\{PORT\};/m.test(template), where, 'should listen on ${PORT}');
  problems.check(/^\s*brotli_static on;/m.test(template) && /^\s*gzip_static on;/m.test(template), where, 'should send the precompressed .br and .gz copies (brotli_static, gzip_static)');
  problems.check(/^upstream api \{\s*server \$\{API_UPSTREAM\} max_fails=0;\s*\}/m.test(template), where, 'should define the upstream api as ${API_UPSTREAM} with max_fails=0 (a replica restarting is passed over per request, never taken out of rotation for seconds)');
  problems.check(/location \^~ \/api\/ \{[^}]*proxy_pass http:\/\/api;/s.test(template), where, 'should send /api/ to the upstream api (a prefix location no regex location can take over)');

  // The page locations: the ones including site-page.conf, each naming the prerendered page it
  // answers with (`set $page`); a regex location's `$1` is the address's first capture.
  const blocks = [...template.matchAll(/location\s+(=|~\*?)?\s*"?([^"{]+?)"?\s*\{\s*set \$page ([^;\s]+);\s*include site-page\.conf;/g)];
  const pageOf = (address: string): string | null => {
    for (const [, kind, pattern, file] of blocks) {
      if (kind === '=') {
        if (address === pattern!.trim()) return file!;
        continue;
      }
      const match = new RegExp(pattern!.trim()).exec(address);
      if (match) return file!.replace('$1', match[1] ?? '');
    }
    return null;
  };
  for (const page of SITE_PATHS) {
    const address = page.replace(/:[A-Za-z]+/g, 'sample-42');
    const served = pageOf(address);
    problems.check(served !== null, where, `the page ${page} (${address}) is not served a page of the shell`);
    if (served !== null)
      problems.check(served === `/${shellPageFile(page)}`, where, `the page ${page} (${address}) is served ${served}, not its own prerendered page /${shellPageFile(page)}`);
  }
  for (const address of NOT_PAGES) problems.check(pageOf(address) === null, where, `${address} is served a page of the shell: a missing file must be a 404`);
  problems.check(
    template.includes(`error_page 404 /${SHELL_NOT_FOUND_PAGE};`) && pageOf(`/${SHELL_NOT_FOUND_PAGE}`) === `/${SHELL_NOT_FOUND_PAGE}`,
    where,
    `an unknown page should be answered /${SHELL_NOT_FOUND_PAGE} (the shell's 404 page) with a 404 status`,
  );

  // The shell's own (what its build serves): a property of the code, not of this deploy folder.
  const remotesJson = path.resolve(import.meta.dirname, '..', '..', '..', 'shell', 'public', 'remotes.json');
  const manifest = JSON.parse(readFileSync(remotesJson, 'utf8')) as Record<string, string>;
  for (const remote of REMOTES)
    problems.check(manifest[remote] === `/remotes/${remote}/remoteEntry.js`, 'shell/public/remotes.json', `${remote} should be /remotes/${remote}/remoteEntry.js (where the site serves it), is ${String(manifest[remote])}`);
}
