import { createMarkdownParser } from './markdown-parser.ts';

/** One parser for every post the reader opens: its worker is started once and kept. */
export const postParser = createMarkdownParser();
