// Child-process side of build.ts: one Vite build of the app at `root`, optionally into another
// folder and with text replacements in its sources (a plugin, so the repository is never touched).
import { build } from 'vite';

const { root, outDir, replace = {} } = JSON.parse(process.argv[2] ?? '{}');

const replacements = Object.entries(replace);
const replacePlugin = {
  name: 'scoreline-e2e-replace',
  enforce: 'pre',
  transform(code, id) {
    if (!replacements.length || id.includes('node_modules') || !/\.(tsx?|css)$/.test(id.split('?')[0]))
      return null;
    let changed = code;
    for (const [from, to] of replacements) changed = changed.split(from).join(to);
    return changed === code ? null : { code: changed, map: null };
  },
};

await build({
  root,
  configFile: `${root}/vite.config.ts`,
  logLevel: 'warn',
  plugins: [replacePlugin],
  build: outDir ? { outDir, emptyOutDir: true } : {},
});
