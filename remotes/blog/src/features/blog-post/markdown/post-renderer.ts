import { createMarkdownRenderer } from './markdown-renderer.ts';

/** One renderer for every post the reader opens: its worker is started once and kept. */
export const postRenderer = createMarkdownRenderer();
