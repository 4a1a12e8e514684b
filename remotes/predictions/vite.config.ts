// The predictions remote: built as a module-federation remote that the shell loads at runtime
// (remote name `predictions`, pages `./HomePage` and `./FixturePage`), and also runnable alone on its
// own dev server (port 3001) for the predictions team.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';

const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useMatch',
  'useInRouterContext',
  'useResolvedPath',
  'useOutlet',
  'useOutletContext',
  'useNavigationType',
  'createSearchParams',
  'generatePath',
  'matchPath',
];

export default defineConfig(({ command }) => ({
  // The gateway serves remotes/<name>/dist under /remotes/<name>/ (shell/README.md, "Serving"), so
  // built chunk URLs carry that prefix. SCORELINE_REMOTE_BASE moves it for a remote served from its
  // own origin (distributed mode); the standalone dev server serves from the root.
  base: command === 'build' ? (process.env.SCORELINE_REMOTE_BASE ?? '/remotes/predictions/') : '/',
  plugins: [
    react(),
    federation({
      name: 'predictions',
      filename: 'remoteEntry.js',
      exposes: {
        './HomePage': './src/expose/home-page.tsx',
        './FixturePage': './src/expose/fixture-page.tsx',
      },
      // One React and one router on the page: a second copy would break hooks and the router
      // context the pages read their params from. Must match the shell's list.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router-dom': {
          singleton: true,
          treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
        },
      },
      experiments: command === 'build' ? { externalRuntime: true } : {},
      disableRemote: true,
      disableSnapshot: true,
      // The pages import @scoreline/ui's stylesheet and their own; without this the shell would
      // render them unstyled (the plugin leaves CSS out of exposed modules by default).
      bundleAllCSS: true,
      dts: false,
    }),
  ],
  server: { port: 3001, strictPort: true, origin: 'http://localhost:3001' },
  preview: { port: 3001, strictPort: true },
  build: { target: 'es2022' },
}));
