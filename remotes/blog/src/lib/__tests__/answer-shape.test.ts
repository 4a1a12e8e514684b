// The blog's zod-free answer checks agree with the contract on what a post is: what the contract
// accepts passes, and losing any field the pages draw makes it a failed load.
import { describe, expect, it } from 'vitest';
import { blogPostResponseSchema, blogPostSummarySchema } from '@scoreline/contracts';
import { makePost, summaryOf } from '../../testing/fake-api.ts';
import { expectShape, isPost, isPostSummary } from '../answer-shape.ts';

const post = makePost();
const summary = summaryOf(post);

describe('answer shape', () => {
  it('accepts the posts the contract accepts', () => {
    expect(blogPostResponseSchema.safeParse(post).success).toBe(true);
    expect(blogPostSummarySchema.safeParse(summary).success).toBe(true);
    expect(isPost(post)).toBe(true);
    expect(isPostSummary(summary)).toBe(true);
  });

  it.each(['slug', 'title', 'description', 'author', 'date', 'category', 'read_time'])('refuses a card without %s', (field) => {
    const { [field]: _dropped, ...rest } = summary as unknown as Record<string, unknown>;
    expect(isPostSummary(rest)).toBe(false);
  });

  it.each(['content', 'keywords', 'slug'])('refuses a post without %s', (field) => {
    const { [field]: _dropped, ...rest } = post as unknown as Record<string, unknown>;
    expect(isPost(rest)).toBe(false);
  });

  it('refuses what is not an object, and a card with a number for a text', () => {
    for (const value of [null, undefined, 'post', 7, [post]]) expect(isPost(value)).toBe(false);
    expect(isPostSummary({ ...summary, title: 42 })).toBe(false);
  });

  it('returns a good answer as it came and names the call of a bad one', () => {
    expect(expectShape('GET /api/blog/post/x', post, isPost)).toBe(post);
    expect(() => expectShape('GET /api/blog/post/x', { slug: 'x' }, isPost)).toThrow(
      'GET /api/blog/post/x: the answer does not have the shape of the contract',
    );
  });
});
