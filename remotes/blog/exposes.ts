// The `blog` remote's exposed modules (the blog's pages): module key (SITE_PAGE_REMOTES in libs/contracts)
// → source file, relative to this folder. vite.config.ts builds them, and the build lists each one's
// first chunks in mf-preload.json.
// The shell's build renders these pages' first frames from the same table (shell/build/prerender.ts).
export const EXPOSES = {
  './BlogListPage': './src/expose/blog-list-page.tsx',
  './BlogPostPage': './src/expose/blog-post-page.tsx',
} as const;
