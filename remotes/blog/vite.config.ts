// The blog remote: built as a module-federation remote that the shell loads at runtime (remote name
// `blog`, pages `./BlogListPage` and `./BlogPostPage`), and also runnable alone on its own dev
// server (port 3002) for the blog team.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';

const ROUTER_EXPORTS = [
  'BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'Outlet',
  'useLocation', 'useNavigate', 'useParams', 'useSearchParams', 'useHref', 'useMatch',
  'useInRouterContext', 'useResolvedPath', 'useOutlet', 'useOutletContext', 'useNavigationType',
  'createSearchParams', 'generatePath', 'matchPath',
];

export default defineConfig(({ command }) => ({
  // The gateway serves remotes/<name>/dist under /remotes/<name>/, so built asset URLs (chunks and
  // the post images in public/) carry that prefix. SCORELINE_REMOTE_BASE moves it for a remote
  // served from its own origin (distributed mode); the standalone dev server serves from the root.
  base: command === 'build' ? (process.env.SCORELINE_REMOTE_BASE ?? '/remotes/blog/') : '/',
  plugins: [
    react(),
    federation({
      name: 'blog',
      filename: 'remoteEntry.js',
      exposes: {
        './BlogListPage': './src/expose/blog-list-page.tsx',
        './BlogPostPage': './src/expose/blog-post-page.tsx',
      },
      // One React and one router on the page: a second copy would break hooks and the router
      // context the pages read their params from. Must match the shell's list.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router-dom': { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } },
      },
      // Built, the remote uses the federation runtime the shell provides instead of shipping its own.
      experiments: command === 'build' ? { externalRuntime: true } : {},
      disableRemote: true,
      disableSnapshot: true,
      // The pages import @scoreline/ui's stylesheet and their own; without this the shell would
      // render them unstyled (the plugin leaves CSS out of exposed modules by default).
      bundleAllCSS: true,
      // The shell loads remotes at runtime and types nothing against them, so no type archive is built.
      dts: false,
    }),
  ],
  server: { port: 3002, strictPort: true, origin: 'http://localhost:3002' },
  preview: { port: 3002, strictPort: true },
  build: { target: 'es2022' },
}));
