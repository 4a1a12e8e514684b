// Reading one post file: front matter rules, slug from the file name, computed read time.
import { describe, expect, it } from 'vitest';
import { parsePostFile } from '../src/domain/post-file.ts';
import { countWords, readTimeMinutes } from '../src/domain/read-time.ts';
import { postFileText } from './support/post-files.ts';

describe('parsePostFile', () => {
  it('takes the slug from the file name and reads every front-matter field', () => {
    const post = parsePostFile(
      'reading-odds.md',
      postFileText({ title: 'Reading: odds', keywords: ['odds', 'probability'], date: '2026-11-17', category: 'Strategy' }),
    );
    expect(post).toEqual({
      slug: 'reading-odds',
      title: 'Reading: odds',
      description: 'What it says.',
      keywords: ['odds', 'probability'],
      author: 'Scoreline Research',
      date: '2026-11-17',
      category: 'Strategy',
      read_time: 1,
      content: 'Some **markdown** text.\n',
    });
  });

  it('accepts a quoted date as well as the bare YAML date', () => {
    expect(parsePostFile('a-post.md', postFileText({ date: '"2026-02-03"' })).date).toBe('2026-02-03');
  });

  it.each([
    ['Bad_Name.md', postFileText(), /file name must be a kebab-case slug/],
    ['a-post.md', postFileText({ category: 'methodology' }), /category: /],
    ['a-post.md', postFileText({ date: '5 January 2026' }), /date: /],
    ['a-post.md', postFileText({ date: '2026-02-30' }), /date: /],
    ['a-post.md', postFileText({ keywords: [] }), /keywords: /],
    ['a-post.md', postFileText({ title: '' }), /title: /],
    ['a-post.md', postFileText({ body: '' }), /no content/],
    ['a-post.md', postFileText().replace('author:', 'read_time: 9\nauthor:'), /Unrecognized key/],
    ['a-post.md', 'No front matter at all', /must start with YAML front matter/],
    ['a-post.md', '---js\n{ title: (() => "evaluated")() }\n---\nBody', /must start with YAML front matter/],
  ])('rejects %s with %s', (name, text, message) => {
    expect(() => parsePostFile(name, text)).toThrow(message);
  });

  it('names the file in every error', () => {
    expect(() => parsePostFile('broken-post.md', postFileText({ category: 'Gossip' }))).toThrow(/^broken-post\.md: /);
  });
});

describe('read time', () => {
  it('counts words, not link addresses, HTML tags or markdown punctuation', () => {
    expect(countWords('## Two words\n\nA [linked phrase](https://example.com/a/very/long/path) here.')).toBe(6);
    expect(countWords('<details><summary>Show it</summary></details> - [x] done | --- |')).toBe(3);
    expect(countWords('A claim.[^note]\n\n[^note]: The source.')).toBe(4);
  });

  it('rounds up to whole minutes at 200 words a minute, never below one', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('word '.repeat(1000))).toBe(5);
  });
});
