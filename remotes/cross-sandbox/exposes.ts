// The `cross-sandbox` remote's exposed modules (Cross-Sandbox Testing): module key (SITE_PAGE_REMOTES in libs/contracts)
// → source file, relative to this folder. vite.config.ts builds them, and the build lists each one's
// first chunks in mf-preload.json.
export const EXPOSES = {
  './CrossSandboxPage': './src/expose/cross-sandbox-page.tsx',
} as const;
