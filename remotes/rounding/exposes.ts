// The `rounding` remote's exposed modules (the Smart Rounding Sandbox): module key (SITE_PAGE_REMOTES in libs/contracts)
// → source file, relative to this folder. vite.config.ts builds them, and the build lists each one's
// first chunks in mf-preload.json.
export const EXPOSES = {
  './RoundingSandboxPage': './src/expose/rounding-sandbox-page.tsx',
} as const;
