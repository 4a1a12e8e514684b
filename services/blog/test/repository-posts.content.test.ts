// The articles shipped in services/blog/posts: they load, cover every category, and between them use
// every markdown feature the blog renders (docs/product.md §2), so the renderer is exercised by real content.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BLOG_CATEGORIES } from '@scoreline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { locatePostsDir } from '../src/config.ts';
import { readPostFiles } from '../src/domain/post-file.ts';

const postsDir = locatePostsDir();
let posts: Awaited<ReturnType<typeof readPostFiles>>;
let allContent: string;

beforeAll(async () => {
  if (!postsDir) throw new Error('services/blog/posts not found');
  posts = await readPostFiles(postsDir);
  allContent = posts.map((post) => post.content).join('\n');
});

describe('services/blog/posts', () => {
  it('is found next to the package and every file parses', () => {
    expect(postsDir).toBe(path.resolve(import.meta.dirname, '..', 'posts'));
    expect(posts.length).toBeGreaterThanOrEqual(4);
  });

  it('has at least one post in each of the four categories', () => {
    for (const category of BLOG_CATEGORIES) {
      expect(posts.filter((post) => post.category === category).length, category).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives every post a read time that matches its length', () => {
    for (const post of posts) {
      expect(post.read_time, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.read_time, post.slug).toBeLessThanOrEqual(15);
    }
  });

  it.each([
    ['headings', /^#{2,3} \S/m],
    ['emphasis', /(^|[^*\w])\*[^*\s][^*]*\*(?!\*)/m],
    ['strong', /\*\*[^*]+\*\*/],
    ['deleted text', /~~[^~]+~~/],
    ['block quotes', /^> \S/m],
    ['code blocks with a language', /^```[a-z]+$/m],
    ['inline code', /[^`]`[^`\n]+`[^`]/],
    ['links', /[^!]\[[^\]]+\]\((?:https?:\/\/|[a-z])[^)]+\)/],
    ['images', /!\[[^\]]+\]\([^)]+\)/],
    ['ordered lists', /^1\. \S/m],
    ['unordered lists', /^- (?!\[[ x]\])\S/m],
    ['task lists', /^- \[x\] \S[\s\S]*^- \[ \] \S/m],
    ['tables with alignment', /^\|(?: *:?-+:? *\|)+$/m],
    ['footnotes', /\[\^[\w-]+\]:/],
    ['thematic breaks', /^---$/m],
    ['line breaks', / {2}\n\S/],
    ['raw HTML', /<(details|summary|sub|kbd)>/],
  ])('uses %s somewhere', (_feature, pattern) => {
    expect(allContent).toMatch(pattern);
  });

  it('uses all three column alignments in tables', () => {
    expect(allContent).toMatch(/\| *:-+ *\|/);
    expect(allContent).toMatch(/\| *-+: *\|/);
    expect(allContent).toMatch(/\| *:-+: *\|/);
  });

  it("points relative images at files that exist in the blog remote's public folder", () => {
    const images = [...allContent.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    expect(images.length).toBeGreaterThan(0);
    const publicDir = path.resolve(import.meta.dirname, '..', '..', '..', 'remotes', 'blog', 'public');
    for (const src of images.filter((image) => !/^[a-z]+:/i.test(image))) {
      expect(existsSync(path.join(publicDir, src)), src).toBe(true);
    }
  });

  it('links between posts only to slugs that exist', () => {
    const slugs = new Set(posts.map((post) => post.slug));
    const relative = [...allContent.matchAll(/[^!]\[[^\]]+\]\(([a-z0-9-]+)\)/g)].map((match) => match[1] ?? '');
    expect(relative.length).toBeGreaterThan(0);
    for (const slug of relative) expect(slugs.has(slug), slug).toBe(true);
  });
});
