// The blog remote: built as a module-federation remote that the shell loads at runtime
// (remote name `blog`), and also runnable alone on its own dev server for the blog team.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';

export default defineConfig(({ command }) => ({
  // The gateway serves remotes/<name>/dist under /remotes/<name>/, so built asset URLs (chunks and
  // the post images in public/) must carry that prefix; the standalone dev server serves from the root.
  base: command === 'build' ? '/remotes/blog/' : '/',
  plugins: [
    react(),
    federation({
      name: 'blog',
      filename: 'remoteEntry.js',
      exposes: {
        './BlogListPage': './src/expose/blog-list-page.tsx',
        './BlogPostPage': './src/expose/blog-post-page.tsx',
      },
      // One React and one router on the page: two copies would break hooks and the router context.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router-dom': { singleton: true },
      },
      // The exposed pages import their stylesheet; without this the shell would load them unstyled.
      bundleAllCSS: true,
      // The shell loads remotes at runtime and types nothing against them, so no type archive is built.
      dts: false,
    }),
  ],
  server: { port: 3002, strictPort: true, origin: 'http://localhost:3002' },
  preview: { port: 3002, strictPort: true },
  build: { target: 'es2022' },
}));
