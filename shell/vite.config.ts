// The shell (host): registers the remotes at run time from /remotes.json (src/federation), so a
// remote's new build is picked up without rebuilding the shell. No remote is listed here.
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

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      // One React and one router on the page, provided by the shell: a remote's own copy would
      // break hooks and the router context its pages read params from. Every remote lists the same.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router-dom': {
          singleton: true,
          treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
        },
      },
      experiments: { provideExternalRuntime: true },
      disableSnapshot: true,
      dts: false,
    }),
  ],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: { target: 'es2022' },
});
