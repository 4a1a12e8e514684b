import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { createMarkdownParser, type ParserWorker } from '../markdown/markdown-parser.ts';
import { parseMarkdown } from '../markdown/parse-markdown.ts';
import type { ParseReply, ParseRequest } from '../markdown/parse-messages.ts';
import { remarkTreeFrom } from '../markdown/unified-steps.ts';

/** A stand-in for the browser's worker: it keeps what it is asked and replies when told to. */
function fakeWorker() {
  const listeners = { message: [] as ((event: MessageEvent<ParseReply>) => void)[], error: [] as ((event: Event) => void)[] };
  const requests: ParseRequest[] = [];
  const worker: ParserWorker = {
    postMessage: (request) => requests.push(request),
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
  };
  return {
    worker,
    requests,
    reply: (reply: ParseReply) => listeners.message.forEach((listener) => listener({ data: reply } as MessageEvent<ParseReply>)),
    fail: () => listeners.error.forEach((listener) => listener(new Event('error'))),
  };
}

const tree = (text: string): Root => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] });

describe('the post parser sends the parse to its worker', () => {
  it('answers each parse with the tree the worker replies for it, whatever order the replies come in', async () => {
    const fake = fakeWorker();
    const parser = createMarkdownParser(() => fake.worker);
    const first = parser.parse('first');
    const second = parser.parse('second');
    expect(fake.requests.map((request) => request.markdown)).toEqual(['first', 'second']);
    fake.reply({ id: fake.requests[1]!.id, tree: tree('two') });
    fake.reply({ id: fake.requests[0]!.id, tree: tree('one') });
    expect(await first).toEqual(tree('one'));
    expect(await second).toEqual(tree('two'));
  });

  it('starts one worker, on warm() or the first parse, and keeps it', () => {
    const start = vi.fn(() => fakeWorker().worker);
    const parser = createMarkdownParser(start);
    expect(start).not.toHaveBeenCalled();
    parser.warm();
    void parser.parse('a');
    void parser.parse('b');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("rejects a parse the worker could not do, with the worker's reason", async () => {
    const fake = fakeWorker();
    const parse = createMarkdownParser(() => fake.worker).parse('x');
    fake.reply({ id: fake.requests[0]!.id, error: 'too deep' });
    await expect(parse).rejects.toThrow('The markdown parser failed: too deep');
  });

  it('parses here, to the same tree, when no worker can start', async () => {
    const markdown = '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- [x] done';
    expect(await createMarkdownParser(() => null).parse(markdown)).toEqual(parseMarkdown(markdown));
  });

  it('parses here what was pending, and all later posts, when the worker fails to load', async () => {
    const fake = fakeWorker();
    const parser = createMarkdownParser(() => fake.worker);
    const pending = parser.parse('# Pending');
    fake.fail();
    expect(await pending).toEqual(parseMarkdown('# Pending'));
    expect(await parser.parse('*later*')).toEqual(parseMarkdown('*later*'));
    expect(fake.requests).toHaveLength(1);
  });
});

describe('remarkTreeFrom', () => {
  it("replaces remark-parse's parse on this thread with the tree it is given", async () => {
    const given = vi.fn(async (markdown: string) => tree(`given for ${markdown}`));
    const processor = unified().use(remarkParse).use(remarkTreeFrom, given);
    const parsedHere = processor.parse('# A heading');
    expect(parsedHere).toEqual({ type: 'root', children: [] });
    expect(await processor.run(parsedHere, { value: '# A heading' } as never)).toEqual(tree('given for # A heading'));
  });
});
