import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makePost, summaryOf } from '../../../testing/fake-api.ts';
import { renderBlogAt } from '../../../testing/render-app.tsx';

const METHOD = summaryOf(
  makePost({
    slug: 'six-metric-poisson-model',
    title: 'The six-metric Poisson model',
    description: 'Where the expected goals come from.',
    author: 'Scoreline Analytics',
    date: '2026-01-05',
    category: 'Methodology',
    read_time: 8,
  }),
);
const ANALYSIS = summaryOf(
  makePost({
    slug: 'walk-forward-backtest',
    title: 'What the walk-forward backtest measured',
    description: 'Real seasons, no peeking.',
    author: 'Scoreline Research',
    date: '2026-02-14',
    category: 'Analysis',
    read_time: 5,
  }),
);

function pathsRequested(api: ReturnType<typeof fakeApi>): string[] {
  return api.requests.map((request) => request.url.replace(/^https?:\/\/[^/]+/, ''));
}

describe('blog list page', () => {
  it('shows a loading state, then one card per post with all its fields, linking to the post', async () => {
    const api = fakeApi();
    renderBlogAt('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    act(() => api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD, ANALYSIS] } }));

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'The six-metric Poisson model' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Where the expected goals come from.');
    expect(cards[0]).toHaveTextContent('Methodology');
    expect(cards[0]).toHaveTextContent('8 min read');
    expect(cards[0]).toHaveTextContent('Scoreline Analytics');
    expect(cards[0]).toHaveTextContent('5 January 2026');
    expect(first.getByRole('link')).toHaveAttribute('href', '/blog/six-metric-poisson-model');
    expect(cards[1]).toHaveTextContent('14 February 2026');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks the gateway on :8000 with cookies when served from localhost', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [] } });
    renderBlogAt('/blog');
    await screen.findByText('No posts found in this category');
    expect(api.requests[0]?.url).toBe('http://localhost:8000/api/blog/posts');
    expect(api.requests[0]?.init?.credentials).toBe('include');
  });

  it('has a back link to the home page and the five filter buttons', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [] } });
    renderBlogAt('/blog');
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
    const group = screen.getByRole('group', { name: 'Filter posts by category' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Posts',
      'Methodology',
      'Analysis',
      'Technical',
      'Strategy',
    ]);
    expect(screen.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('No posts found in this category');
  });

  it('filters by asking the server for the lowercase category, and All Posts asks for everything again', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD, ANALYSIS] } });
    renderBlogAt('/blog');
    await screen.findAllByRole('article');

    await userEvent.click(screen.getByRole('button', { name: 'Analysis' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?category=analysis');
    expect(screen.getByRole('button', { name: 'Analysis' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'false');
    act(() => api.respond('/api/blog/posts?category=analysis', { status: 200, body: { posts: [ANALYSIS] } }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'What the walk-forward backtest measured',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'All Posts' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(pathsRequested(api)).toEqual(['/api/blog/posts', '/api/blog/posts?category=analysis', '/api/blog/posts']);
  });

  it('starts filtered when the address carries a category, and ignores an unknown one', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts?category=technical', { status: 200, body: { posts: [] } });
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD] } });
    renderBlogAt('/blog?category=technical');
    expect(await screen.findByText('No posts found in this category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Technical' })).toHaveAttribute('aria-pressed', 'true');

    renderBlogAt('/blog?category=gossip');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(pathsRequested(api)).toEqual(['/api/blog/posts?category=technical', '/api/blog/posts']);
  });

  it("shows 'No posts found in this category' for an empty category", async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD] } });
    api.respond('/api/blog/posts?category=strategy', { status: 200, body: { posts: [] } });
    renderBlogAt('/blog');
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Strategy' }));
    expect(await screen.findByText('No posts found in this category')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', { status: 500, body: { detail: 'database down' } }],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer of the wrong shape', { status: 200, body: { items: [] } }],
  ])('only logs %s and leaves an empty list', async (_label, answer) => {
    const api = fakeApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.respond('/api/blog/posts', answer);
    renderBlogAt('/blog');
    expect(await screen.findByText('No posts found in this category')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load blog posts', expect.anything());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Posts' })).toBeEnabled();
  });

  it('shows the answer to the last click when an earlier one arrives late', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD, ANALYSIS] } });
    renderBlogAt('/blog');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Methodology' }));
    await userEvent.click(screen.getByRole('button', { name: 'Analysis' }));
    act(() => api.respond('/api/blog/posts?category=analysis', { status: 200, body: { posts: [ANALYSIS] } }));
    await screen.findByRole('heading', { name: 'What the walk-forward backtest measured' });
    act(() => api.respond('/api/blog/posts?category=methodology', { status: 200, body: { posts: [METHOD] } }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'The six-metric Poisson model' })).not.toBeInTheDocument();
  });

  it('sets blog metadata and schema.org Blog data listing the posts', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD] } });
    renderBlogAt('/blog');
    await screen.findByRole('article');
    const origin = window.location.origin;
    expect(document.title).toBe('Scoreline Blog');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Poisson/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/blog`);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Blog', url: `${origin}/blog` });
    expect(data.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        headline: 'The six-metric Poisson model',
        description: 'Where the expected goals come from.',
        author: { '@type': 'Organization', name: 'Scoreline Analytics' },
        datePublished: '2026-01-05T00:00:00.000Z',
        url: `${origin}/blog/six-metric-poisson-model`,
      },
    ]);
  });

  it('opens a post from its card', async () => {
    const api = fakeApi();
    api.respond('/api/blog/posts', { status: 200, body: { posts: [METHOD] } });
    renderBlogAt('/blog');
    await userEvent.click(await screen.findByRole('link', { name: /The six-metric Poisson model/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/six-metric-poisson-model');
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
  });
});
