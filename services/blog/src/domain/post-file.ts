// A post as the repository keeps it: services/blog/posts/<slug>.md, YAML front matter on top of
// markdown. The file name is the slug, so one post can never have two addresses.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  blogCategorySchema,
  blogDateSchema,
  blogPostSchema,
  blogSlugSchema,
  type BlogPost,
} from '@scoreline/contracts';
import matter from 'gray-matter';
import { z } from 'zod';
import { readTimeMinutes } from './read-time.ts';

/**
 * The `date:` value exactly as written in the front matter, quotes removed. YAML turns an unquoted
 * 2026-10-06 into a Date and silently rolls an impossible 2026-02-30 over into March, so the date
 * is checked as the author wrote it, never as the Date YAML made of it.
 */
function writtenDate(frontMatter: string, parsed: unknown): unknown {
  if (!(parsed instanceof Date)) return parsed;
  const line = /^date:[ \t]*(["']?)([^"'\r\n]*)\1[ \t]*$/m.exec(frontMatter);
  return line ? line[2]?.trim() : parsed;
}

/** What an author writes above the markdown. read_time is computed, never written by hand. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  keywords: z.array(z.string().trim().min(1)).min(1),
  author: z.string().trim().min(1),
  date: blogDateSchema,
  category: blogCategorySchema,
});

export class PostFileError extends Error {
  override readonly name = 'PostFileError';
}

/** Parses one post file's text; `fileName` is its name in the posts folder (`<slug>.md`). */
export function parsePostFile(fileName: string, text: string): BlogPost {
  const slug = path.basename(fileName, '.md');
  if (!blogSlugSchema.safeParse(slug).success) {
    throw new PostFileError(`${fileName}: the file name must be a kebab-case slug followed by .md`);
  }
  // gray-matter picks the front-matter language from the opening fence, and for `---js` it evaluates
  // the block as JavaScript: only plain YAML front matter is accepted.
  if (!/^---\r?\n/.test(text)) throw new PostFileError(`${fileName}: must start with YAML front matter (a line "---")`);
  // Passing options, even none, skips gray-matter's module-level cache of every text it has parsed.
  const { data, content, matter: frontMatter } = matter(text, {});
  const front = frontMatterSchema.safeParse({ ...data, date: writtenDate(frontMatter, data.date) });
  if (!front.success) {
    const issues = front.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new PostFileError(`${fileName}: ${issues.join('; ')}`);
  }
  const body = content.trim();
  if (!body) throw new PostFileError(`${fileName}: the post has no content`);
  return blogPostSchema.parse({ slug, ...front.data, read_time: readTimeMinutes(body), content: `${body}\n` });
}

/** Every `*.md` file of the folder, parsed; any bad file fails the whole load, naming the file. */
export async function readPostFiles(dir: string): Promise<BlogPost[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => parsePostFile(name, await readFile(path.join(dir, name), 'utf8'))));
}
