import type { Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { describe, expect, it, vi } from 'vitest';
import { createMarkdownRenderer, type RendererWorker } from '../markdown/markdown-renderer.ts';
import { markdownToSafeTree } from '../markdown/markdown-to-safe-tree.ts';
import type { RenderReply, RenderRequest } from '../markdown/render-messages.ts';
import { rehypeGivenTree, remarkSkipParse } from '../markdown/unified-steps.ts';

/** A stand-in for the browser's worker: it keeps what it is asked and replies when told to. */
function fakeWorker() {
  const listeners = { message: [] as ((event: MessageEvent<RenderReply>) => void)[], error: [] as ((event: Event) => void)[] };
  const requests: RenderRequest[] = [];
  const worker: RendererWorker = {
    postMessage: (request) => requests.push(request),
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
  };
  return {
    worker,
    requests,
    reply: (reply: RenderReply) => listeners.message.forEach((listener) => listener({ data: reply } as MessageEvent<RenderReply>)),
    fail: () => listeners.error.forEach((listener) => listener(new Event('error'))),
  };
}

const tree = (text: string): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }],
});

describe('the post renderer sends the work to its worker', () => {
  it('answers each post with the tree the worker replies for it, whatever order the replies come in', async () => {
    const fake = fakeWorker();
    const renderer = createMarkdownRenderer(() => fake.worker);
    const first = renderer.render('first');
    const second = renderer.render('second');
    expect(fake.requests.map((request) => request.markdown)).toEqual(['first', 'second']);
    fake.reply({ id: fake.requests[1]!.id, tree: tree('two') });
    fake.reply({ id: fake.requests[0]!.id, tree: tree('one') });
    expect(await first).toEqual(tree('one'));
    expect(await second).toEqual(tree('two'));
  });

  it('starts one worker, on warm() or the first post, and keeps it', () => {
    const start = vi.fn(() => fakeWorker().worker);
    const renderer = createMarkdownRenderer(start);
    expect(start).not.toHaveBeenCalled();
    renderer.warm();
    void renderer.render('a');
    void renderer.render('b');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("rejects a post the worker could not render, with the worker's reason", async () => {
    const fake = fakeWorker();
    const render = createMarkdownRenderer(() => fake.worker).render('x');
    fake.reply({ id: fake.requests[0]!.id, error: 'too deep' });
    await expect(render).rejects.toThrow('The markdown renderer failed: too deep');
  });

  it('renders here, to the same tree, when no worker can start', async () => {
    const markdown = '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- [x] done\n\n<kbd>K</kbd><script>alert(1)</script>';
    const here = await createMarkdownRenderer(() => null).render(markdown);
    expect(here).toEqual(markdownToSafeTree(markdown));
    expect(JSON.stringify(here)).toContain('"tagName":"table"');
    expect(JSON.stringify(here)).toContain('"tagName":"kbd"');
    expect(JSON.stringify(here)).not.toContain('script');
  });

  it('renders here what was pending, and all later posts, when the worker fails to load', async () => {
    const fake = fakeWorker();
    const renderer = createMarkdownRenderer(() => fake.worker);
    const pending = renderer.render('# Pending');
    fake.fail();
    expect(await pending).toEqual(markdownToSafeTree('# Pending'));
    expect(await renderer.render('*later*')).toEqual(markdownToSafeTree('*later*'));
    expect(fake.requests).toHaveLength(1);
  });
});

describe('remarkSkipParse and rehypeGivenTree', () => {
  it("replace react-markdown's parse and HTML tree on this thread with a copy of the tree they are given", () => {
    const given = tree('given');
    const processor = unified().use(remarkParse).use(remarkSkipParse).use(remarkRehype).use(rehypeGivenTree, given);
    const parsedHere = processor.parse('# A heading');
    expect(parsedHere).toEqual({ type: 'root', children: [] });
    const result = processor.runSync(parsedHere, { value: '# A heading' } as never);
    expect(result).toEqual(given);
    expect(result).not.toBe(given);
  });
});
