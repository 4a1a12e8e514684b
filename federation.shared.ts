// The module-federation settings the shell and every remote must agree on, defined once (each
// vite.config.ts used to carry its own copy with a "must match the shell's list" comment).
//
// One React and one router on the page, provided by the shell: a remote's own copy would break
// hooks and the router context its pages read params from. react-router-dom is shared tree-shaken
// to the exports below; a remote that uses another export gets a second router, so add it here.
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

export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router-dom': {
    singleton: true,
    treeShaking: { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS },
  },
};

/**
 * A remote's federation options: its name and exposed pages, plus what every remote shares with the
 * shell. Built, it uses the federation runtime the shell provides instead of shipping its own.
 */
export function remoteFederation(name: string, exposes: Record<string, string>, command: 'build' | 'serve') {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: SHARED_SINGLETONS,
    experiments: command === 'build' ? { externalRuntime: true } : {},
    disableRemote: true,
    disableSnapshot: true,
    // The pages import @scoreline/ui's stylesheet and their own; without this the shell would
    // render them unstyled (the plugin leaves CSS out of exposed modules by default).
    bundleAllCSS: true,
    // The shell loads remotes at runtime and types nothing against them: no type archive.
    dts: false,
  };
}

/**
 * Where a built remote's assets live: the gateway serves remotes/<name>/dist under /remotes/<name>/;
 * SCORELINE_REMOTE_BASE moves it for a remote served from its own origin (distributed mode); the
 * standalone dev server serves from the root.
 */
export function remoteBase(name: string, command: 'build' | 'serve'): string {
  return command === 'build' ? (process.env.SCORELINE_REMOTE_BASE ?? `/remotes/${name}/`) : '/';
}
