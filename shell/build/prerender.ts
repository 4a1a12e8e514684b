// The shell's prerender build step (a Vite plugin of shell/vite.config.ts): after the browser build,
// it renders every page of the site to HTML with react-dom/server, so a visitor's first paint needs
// no script (docs/engineering.md, "First paint"):
//   - the shell's frame (header, navigation, footer) at each page's address, which the browser
//     hydrates (src/main.tsx);
//   - inside it, the page's own first frame: for the public pages (the predictions and blog remotes),
//     what the remote page draws before it has data (Home's hero, header band and footer strip; the
//     others' headers and loading states), rendered from the remote's source (its exposes.ts names
//     the page); for the admin tools, which depend on the admin session, the loading spinner;
//   - the CSS that paints them, inline: the shell's own stylesheet whole, and of the remote's, the
//     rules the frame uses (critical CSS, picked by beasties);
//   - the page's title and description in the head.
// The remote page replaces its frame when its code has loaded (src/federation/remote-page.tsx); it is
// never hydrated against it, so a remote deployed after this build still takes its page over
// cleanly, the frame then showing the older static text until it does.
// It writes dist/index.html (Home), dist/pages/*.html and dist/pages.json (SHELL_PAGES_FILE: route
// pattern → file, `*` for the 404 page), which the servers of the shell's pages read.
// It also names, in every page, the shell's own chunks that its start-up imports one after another
// (the tree-shaken router it shares, the pending shared modules), so they load with the page.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type * as Renderer from './render-page.tsx';

const SHELL_DIR = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SHELL_DIR, '..');
/** The remotes whose pages look the same for every visitor at first, so their frames are prerendered. */
const FRAMED_REMOTES: readonly string[] = ['predictions', 'blog'];
/** Where the frame goes in Vite's index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

interface SitePages {
  readonly paths: readonly string[];
  readonly remotes: Readonly<Record<string, { readonly remote: string; readonly exposed: string }>>;
  readonly pagesFile: string;
  readonly notFoundPage: string;
  readonly pageFile: (pattern: string) => string;
  readonly modulePreloadPriority: string;
}

interface RenderedPage {
  readonly file: string;
  readonly html: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An address standing for a route pattern: each `:param` becomes `1` (a valid fixture id, a slug). */
const sampleUrl = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

/**
 * The leading `<title>` and `<meta>`s react-dom/server puts before a page's markup (React hoists
 * them to the head in the browser), split from the markup itself.
 */
function splitHead(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let body = html;
  for (;;) {
    const match = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/.exec(body);
    if (!match) return { head, body };
    head.push(match[1]!);
    body = body.slice(match[1]!.length);
  }
}

/** Every CSS file the module imports, directly or through its imports (in import order). */
function cssImportedBy(server: ViteDevServer, id: string): string[] {
  const graph = server.environments.ssr.moduleGraph;
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const node = graph.getModuleById(moduleId);
    if (!node) return;
    if (/\.css($|\?)/.test(moduleId)) css.push(moduleId);
    for (const imported of node.importedModules) if (imported.id) visit(imported.id);
  };
  visit(id);
  return css;
}

/** The rules of `css` that the markup uses (critical CSS), as beasties picks them. */
async function criticalCss(css: string, markup: string): Promise<string> {
  const beasties = new Beasties({ reduceInlineStyles: true, logLevel: 'silent', inlineFonts: false, preload: 'media' });
  const document = await beasties.process(`<!doctype html><html><head><style>${css}</style></head><body>${markup}</body></html>`);
  return [...document.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

async function renderPages(shellDist: string): Promise<RenderedPage[]> {
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  // The shell's stylesheet, inline: a stylesheet link would hold the first paint for a round trip.
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!stylesheet) throw new Error('prerender: the built index.html links no stylesheet of the shell');
  const shellCss = readFileSync(path.join(shellDist, stylesheet[1]!), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: the built index.html has no ${ROOT_ELEMENT}`);

  const server = await createServer({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (file: string) => server.ssrLoadModule(file);
    const renderer = (await load(path.join(SHELL_DIR, 'build/render-page.tsx'))) as typeof Renderer;
    const site = (await load(path.join(SHELL_DIR, 'build/site-pages.ts'))) as SitePages;
    // Every page starts from the same document, its preloads at their priority once.
    const base = withPreloadPriority(template, site.modulePreloadPriority);
    const pages: RenderedPage[] = [];
    const manifest: Record<string, string> = {};

    const compose = async (pattern: string | null, frame: { html: string; css: string } | null) => {
      const url = pattern === null ? '/not-found' : sampleUrl(pattern);
      const page = frame ? splitHead(frame.html) : null;
      const rendered = splitHead(renderer.renderSite(url, page?.body ?? null));
      // The title and description only: the rest of a page's metadata names its host, unknown here.
      const head = [...(page?.head ?? []), ...rendered.head]
        .filter((tag) => tag.startsWith('<title') || tag.startsWith('<meta name="description"'))
        .map((tag) => tag.replace(/^<(title|meta)/, '<$1 data-sl-frame-head=""'));
      const critical = frame?.css ? await criticalCss(frame.css, rendered.body) : '';
      const html = base
        .replace(stylesheet[0], `<style>${shellCss}${critical}</style>`)
        .replace('</head>', `${head.join('')}</head>`)
        .replace(ROOT_ELEMENT, `<div id="root">${rendered.body}</div>`);
      const file = pattern === null ? site.notFoundPage : site.pageFile(pattern);
      pages.push({ file, html });
      manifest[pattern ?? '*'] = file;
    };

    for (const pattern of site.paths) {
      const { remote, exposed } = site.remotes[pattern]!;
      if (!FRAMED_REMOTES.includes(remote)) {
        await compose(pattern, { html: renderer.renderRemoteFrame(null, sampleUrl(pattern), pattern), css: '' });
        continue;
      }
      const exposesFile = path.join(REPO_ROOT, 'remotes', remote, 'exposes.ts');
      const { EXPOSES } = (await load(exposesFile)) as { EXPOSES: Record<string, string> };
      const source = EXPOSES[exposed];
      if (!source) throw new Error(`prerender: ${exposesFile} exposes no ${exposed}`);
      const sourceFile = path.resolve(path.dirname(exposesFile), source);
      const module = (await load(sourceFile)) as { default: Parameters<typeof renderer.renderRemoteFrame>[0] };
      const html = renderer.renderRemoteFrame(module.default, sampleUrl(pattern), pattern);
      const cssFiles = cssImportedBy(server, sourceFile);
      const css: string[] = [];
      for (const file of cssFiles) css.push(((await load(`${file.replace(/\?.*$/, '')}?inline`)) as { default: string }).default);
      await compose(pattern, { html, css: css.join('\n') });
    }
    await compose(null, null);
    pages.push({ file: site.pagesFile, html: `${JSON.stringify(manifest, null, 2)}\n` });
    return pages;
  } finally {
    await server.close();
  }
}

/**
 * Gives every `modulepreload` of the page (Vite's, the federation plugin's and the start-up chunks
 * below) the priority of MODULE_PRELOAD_PRIORITY (libs/contracts), the one the servers give the
 * remote's: the first paint needs none of these scripts.
 */
function withPreloadPriority(html: string, priority: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g, `<link rel="modulepreload" fetchpriority="${priority}"`);
}

/** Adds `<link rel="modulepreload">` for the shell's start-up chunks that its entry imports at run time. */
function preloadStartupChunks(html: string, chunkFiles: readonly string[]): string {
  const links = chunkFiles
    .filter((file) => /(^|\/)pendingShares-[^/]+\.js$|__tree_shaking__[^/]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

export function prerenderedPages(): Plugin {
  let outDir = path.join(SHELL_DIR, 'dist');
  return {
    name: 'scoreline:prerendered-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? preloadStartupChunks(html, Object.keys(context.bundle)) : html;
      },
    },
    async closeBundle() {
      const pages = await renderPages(outDir);
      mkdirSync(path.join(outDir, 'pages'), { recursive: true });
      for (const { file, html } of pages) writeFileSync(path.join(outDir, file), html);
      // Built before this step, so stale: the servers compress the pages as they answer them.
      for (const stale of ['index.html.br', 'index.html.gz']) {
        if (existsSync(path.join(outDir, stale))) rmSync(path.join(outDir, stale));
      }
    },
  };
}
