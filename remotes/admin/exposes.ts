// The `admin` remote's exposed modules (the admin panel): module key (SITE_PAGE_REMOTES in libs/contracts)
// → source file, relative to this folder. vite.config.ts builds them, and the build lists each one's
// first chunks in mf-preload.json.
export const EXPOSES = {
  './AdminPage': './src/expose/admin-page.tsx',
} as const;
