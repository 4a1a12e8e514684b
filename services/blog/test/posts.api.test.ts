// GET /api/blog/posts and /api/blog/post/{slug} through the real Express stack (service-kit's app,
// 404 and error handler) on the real store.
import { blogPostListResponseSchema, blogPostSchema } from '@scoreline/contracts';
import { createServiceApp } from '@scoreline/service-kit';
import type { Database } from '@scoreline/db';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../src/app.ts';
import { startBlog } from '../src/context.ts';
import { makePostsDir, postFileText } from './support/post-files.ts';
import { dropTestDb, openTestDb, quietLogger } from './support/test-db.ts';

let db: Database;
let app: Express;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  db = await openTestDb();
  const posts = await makePostsDir({
    'poisson-basics.md': postFileText({
      title: 'Poisson basics',
      category: 'Methodology',
      date: '2026-01-05',
      keywords: ['poisson', 'goals'],
      body: '## Grid\n\nEvery score has a probability.',
    }),
    'four-seasons.md': postFileText({ title: 'Four seasons', category: 'Analysis', date: '2026-03-01' }),
    'rounding-rules.md': postFileText({ title: 'Rounding rules', category: 'Technical', date: '2026-02-10' }),
    'reading-odds.md': postFileText({ title: 'Reading odds', category: 'Strategy', date: '2026-02-10' }),
  });
  cleanup = posts.cleanup;
  const router = createRouter(await startBlog({ db, logger: quietLogger, postsDir: posts.dir }));
  app = createServiceApp({ name: 'blog', logger: quietLogger, mount: (root) => root.use(router), defaultMetrics: false });
});

afterAll(async () => {
  await cleanup();
  await dropTestDb(db);
});

describe('GET /api/blog/posts', () => {
  it('lists every post newest first (equal dates by slug) in the list form, without keywords and content', async () => {
    const response = await request(app).get('/api/blog/posts').expect(200).expect('Content-Type', /json/);
    const { posts } = blogPostListResponseSchema.parse(response.body);
    expect(posts.map((post) => post.slug)).toEqual(['four-seasons', 'reading-odds', 'rounding-rules', 'poisson-basics']);
    for (const post of response.body.posts as Record<string, unknown>[]) {
      expect(Object.keys(post).sort()).toEqual(['author', 'category', 'date', 'description', 'read_time', 'slug', 'title']);
    }
    expect(posts[3]).toEqual({
      slug: 'poisson-basics',
      title: 'Poisson basics',
      description: 'What it says.',
      author: 'Scoreline Research',
      date: '2026-01-05',
      category: 'Methodology',
      read_time: 1,
    });
  });

  it.each([
    ['methodology', ['poisson-basics']],
    ['analysis', ['four-seasons']],
    ['technical', ['rounding-rules']],
    ['strategy', ['reading-odds']],
  ])('filters by the lowercase category %s', async (category, slugs) => {
    const response = await request(app).get('/api/blog/posts').query({ category }).expect(200);
    expect((response.body.posts as { slug: string }[]).map((post) => post.slug)).toEqual(slugs);
  });

  it('reads the category in any letter case and treats an empty one as no filter', async () => {
    const capitalised = await request(app).get('/api/blog/posts?category=Analysis').expect(200);
    expect((capitalised.body.posts as { slug: string }[]).map((post) => post.slug)).toEqual(['four-seasons']);
    const empty = await request(app).get('/api/blog/posts?category=').expect(200);
    expect(empty.body.posts).toHaveLength(4);
  });

  it('answers 400 {detail} for an unknown category, naming the valid ones', async () => {
    const response = await request(app).get('/api/blog/posts?category=gossip').expect(400);
    expect(response.body).toEqual({
      detail: 'Unknown category "gossip"; expected one of: methodology, analysis, technical, strategy',
    });
  });

  it('answers 400 {detail} for more than one category', async () => {
    const response = await request(app).get('/api/blog/posts?category=analysis&category=strategy').expect(400);
    expect(response.body).toEqual({ detail: expect.stringMatching(/^query\.category: /) });
  });
});

describe('GET /api/blog/post/{slug}', () => {
  it('answers the whole post: keywords, markdown content and the computed read time', async () => {
    const response = await request(app).get('/api/blog/post/poisson-basics').expect(200);
    expect(blogPostSchema.parse(response.body)).toEqual({
      slug: 'poisson-basics',
      title: 'Poisson basics',
      description: 'What it says.',
      keywords: ['poisson', 'goals'],
      author: 'Scoreline Research',
      date: '2026-01-05',
      category: 'Methodology',
      read_time: 1,
      content: '## Grid\n\nEvery score has a probability.\n',
    });
  });

  it.each(['no-such-post', 'Poisson-Basics', 'poisson basics', '..%2Fposts', 'a'.repeat(300)])(
    'answers 404 {detail} for %s',
    async (slug) => {
      const response = await request(app).get(`/api/blog/post/${slug}`).expect(404);
      expect(response.body).toEqual({ detail: 'Blog post not found' });
    },
  );

  it('leaves paths outside /api/blog to the app-wide 404', async () => {
    const response = await request(app).get('/api/blogs').expect(404);
    expect(response.body).toEqual({ detail: 'Not found: GET /api/blogs' });
  });
});
