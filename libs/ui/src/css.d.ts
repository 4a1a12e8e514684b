// Stylesheets are bundled by Vite (and ignored by Vitest); TypeScript only needs to know they exist.
declare module '*.css';
