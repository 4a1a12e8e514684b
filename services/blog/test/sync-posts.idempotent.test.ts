// The start-up synchronisation of services/blog/posts into the store, on the real store.
import type { Database } from '@scoreline/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPostsRepository } from '../src/repositories/posts-repository.ts';
import { syncPosts } from '../src/use-cases/sync-posts.ts';
import { makePostsDir, postFileText } from './support/post-files.ts';
import { dropTestDb, openTestDb, quietLogger } from './support/test-db.ts';

let db: Database;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await openTestDb();
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await db.connection.collection('posts').deleteMany({});
});

afterAll(async () => {
  await dropTestDb(db);
});

async function folder(files: Record<string, string>) {
  const made = await makePostsDir(files);
  cleanups.push(made.cleanup);
  return made;
}

const storedIds = async () =>
  (await db.connection.collection('posts').find({}, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id)).sort();

describe('syncPosts', () => {
  it('stores each post under its slug as _id, and a second run changes nothing (same count)', async () => {
    const posts = await folder({
      'first-post.md': postFileText({ title: 'First' }),
      'second-post.md': postFileText({ title: 'Second', category: 'Analysis' }),
    });
    const deps = { posts: createPostsRepository(db.connection), logger: quietLogger };

    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 2, inserted: 2, updated: 0, removed: 0 });
    expect(await storedIds()).toEqual(['first-post', 'second-post']);

    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 2, inserted: 0, updated: 0, removed: 0 });
    expect(await storedIds()).toEqual(['first-post', 'second-post']);
  });

  it('replaces a post whose file changed and keeps one document for it', async () => {
    const posts = await folder({ 'first-post.md': postFileText({ title: 'First' }) });
    const deps = { posts: createPostsRepository(db.connection) };
    await syncPosts(posts.dir, deps);
    await posts.write('first-post.md', postFileText({ title: 'First, revised', body: 'word '.repeat(450) }));

    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 1, inserted: 0, updated: 1, removed: 0 });
    const stored = await deps.posts.findBySlug('first-post');
    expect(stored?.title).toBe('First, revised');
    expect(stored?.read_time).toBe(3);
    expect(await storedIds()).toEqual(['first-post']);
  });

  it('removes a stored post whose file is gone (the folder is the source of truth)', async () => {
    const posts = await folder({
      'first-post.md': postFileText(),
      'old-name.md': postFileText({ title: 'Renamed later' }),
    });
    const deps = { posts: createPostsRepository(db.connection) };
    await syncPosts(posts.dir, deps);
    await posts.remove('old-name.md');
    await posts.write('new-name.md', postFileText({ title: 'Renamed later' }));

    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 2, inserted: 1, updated: 0, removed: 1 });
    expect(await storedIds()).toEqual(['first-post', 'new-name']);
  });

  it('writes nothing when any file is invalid, and names that file', async () => {
    const posts = await folder({
      'good-post.md': postFileText(),
      'bad-post.md': postFileText({ category: 'Gossip' }),
    });
    const deps = { posts: createPostsRepository(db.connection) };
    await expect(syncPosts(posts.dir, deps)).rejects.toThrow(/^bad-post\.md: category: /);
    expect(await storedIds()).toEqual([]);
  });

  it('upserts more posts than one bulk-write batch holds', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [`post-${String(index).padStart(2, '0')}.md`, postFileText({ title: `Post ${index}` })]),
    );
    const posts = await folder(files);
    const deps = { posts: createPostsRepository(db.connection) };
    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 60, inserted: 60, updated: 0, removed: 0 });
    expect(await syncPosts(posts.dir, deps)).toEqual({ posts: 60, inserted: 0, updated: 0, removed: 0 });
    expect(await storedIds()).toHaveLength(60);
  });
});
