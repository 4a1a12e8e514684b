// The `predictions` remote's exposed modules (the public pages): module key (SITE_PAGE_REMOTES in libs/contracts)
// → source file, relative to this folder. vite.config.ts builds them, and the build lists each one's
// first chunks in mf-preload.json.
// The shell's build renders these pages' first frames from the same table (shell/build/prerender.ts).
export const EXPOSES = {
  './HomePage': './src/expose/home-page.tsx',
  './FixturePage': './src/expose/fixture-page.tsx',
  './TrackRecordPage': './src/expose/track-record-page.tsx',
} as const;
