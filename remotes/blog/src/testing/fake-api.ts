// A stand-in for the backend: answers fetch calls by path and records what was asked, so tests
// assert both what the page shows and what it requested. Unlike the other remotes' shared fake fetch
// (@scoreline/ui/testing), whose routes answer at once, a request here waits until the test releases
// its answer, so only the JSON answer is shared.
import { vi } from 'vitest';
import type { BlogPost, BlogPostSummary } from '@scoreline/contracts';
import { json } from '@scoreline/ui/testing';

export type FakeAnswer = { status: number; body: unknown } | Error;

export interface FakeApi {
  requests: { url: string; init: RequestInit | undefined }[];
  /** Answers the next request whose URL ends with this path (after the origin), e.g. '/api/blog/posts?category=analysis'. */
  respond: (path: string, answer: FakeAnswer) => void;
}

/**
 * Stubs global fetch. Requests wait until a matching answer is registered, so a test can look at
 * the loading state first and then release the answer.
 */
export function fakeApi(): FakeApi {
  const requests: FakeApi['requests'] = [];
  const answers = new Map<string, FakeAnswer>();
  const waiting = new Map<string, ((answer: FakeAnswer) => void)[]>();

  const toResponse = (answer: FakeAnswer): Response => {
    if (answer instanceof Error) throw answer;
    return json(answer.body, answer.status);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, init });
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const ready = answers.get(path);
      if (ready) return toResponse(ready);
      const answer = await new Promise<FakeAnswer>((resolve) => {
        waiting.set(path, [...(waiting.get(path) ?? []), resolve]);
      });
      return toResponse(answer);
    }),
  );

  return {
    requests,
    respond(path, answer) {
      answers.set(path, answer);
      const pending = waiting.get(path) ?? [];
      waiting.delete(path);
      pending.forEach((resolve) => resolve(answer));
    },
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    slug: 'how-the-poisson-model-works',
    title: 'How the Poisson model works',
    description: 'Six metrics, two expected goal values and a grid of scores.',
    keywords: ['poisson', 'football predictions'],
    author: 'Scoreline Analytics',
    date: '2026-01-05',
    category: 'Methodology',
    read_time: 7,
    content: '## Hello\n\nBody text.',
    ...overrides,
  };
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  const { keywords: _keywords, content: _content, ...summary } = post;
  return summary;
}
