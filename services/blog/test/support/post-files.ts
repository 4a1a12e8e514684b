// Writes post files into a temporary folder, so sync tests control exactly what is "in the repo".
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostFileFields {
  title?: string;
  description?: string;
  keywords?: string[];
  author?: string;
  date?: string;
  category?: string;
  body?: string;
}

export function postFileText(fields: PostFileFields = {}): string {
  const {
    title = 'A post',
    description = 'What it says.',
    keywords = ['one', 'two'],
    author = 'Scoreline Research',
    date = '2026-01-05',
    category = 'Methodology',
    body = 'Some **markdown** text.',
  } = fields;
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    'keywords:',
    ...keywords.map((keyword) => `  - ${JSON.stringify(keyword)}`),
    `author: ${author}`,
    `date: ${date}`,
    `category: ${category}`,
    '---',
    '',
    body,
    '',
  ].join('\n');
}

export async function makePostsDir(files: Record<string, string>): Promise<{ dir: string; write: (name: string, text: string) => Promise<void>; remove: (name: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blog-posts-'));
  const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
  for (const [name, text] of Object.entries(files)) await write(name, text);
  return {
    dir,
    write,
    remove: (name) => rm(path.join(dir, name)),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
