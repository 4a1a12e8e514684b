import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makePost } from '../../../testing/fake-api.ts';
import { renderBlogAt } from '../../../testing/render-app.tsx';

const POST = makePost({
  slug: 'reading-probabilities',
  title: 'Reading probabilities',
  description: 'What 54% really means.',
  keywords: ['probability', 'odds', 'draws'],
  author: 'Scoreline Analytics',
  date: '2026-03-01',
  category: 'Strategy',
  read_time: 6,
  content: '## What a percentage says\n\nA **54%** home win still loses often.',
});

function head(selector: string): Element[] {
  return [...document.head.querySelectorAll(selector)];
}

describe('blog post page', () => {
  it("shows a spinner and 'Loading post...' until the post arrives, from /api/blog/post/{slug} with cookies", async () => {
    const api = fakeApi();
    renderBlogAt('/blog/reading-probabilities');
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('http://localhost:8000/api/blog/post/reading-probabilities');
    expect(api.requests[0]?.init?.credentials).toBe('include');

    act(() => api.respond('/api/blog/post/reading-probabilities', { status: 200, body: POST }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading probabilities' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading post...')).not.toBeInTheDocument();
  });

  it('shows the header band: back link, category, read time, title, author and long British date', async () => {
    const api = fakeApi();
    api.respond('/api/blog/post/reading-probabilities', { status: 200, body: POST });
    renderBlogAt('/blog/reading-probabilities');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Strategy');
    expect(banner).toHaveTextContent('6 min read');
    expect(banner).toHaveTextContent('Scoreline Analytics');
    expect(banner).toHaveTextContent('1 March 2026');
    const backLinks = screen.getAllByRole('link', { name: '← Back to Blog' });
    expect(backLinks[0]).toHaveAttribute('href', '/blog');
  });

  it("renders the markdown in an article card followed by '← Back to All Posts'", async () => {
    const api = fakeApi();
    api.respond('/api/blog/post/reading-probabilities', { status: 200, body: POST });
    renderBlogAt('/blog/reading-probabilities');
    const article = await screen.findByRole('article');
    // Drawn after the page, once made off the main thread.
    expect(await within(article).findByRole('heading', { level: 2 })).toHaveTextContent('What a percentage says');
    expect(article.querySelector('strong')).toHaveTextContent('54%');
    const allPosts = screen.getByRole('link', { name: '← Back to All Posts' });
    expect(allPosts).toHaveAttribute('href', '/blog');
    expect(article.compareDocumentPosition(allPosts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sets the page metadata of docs/product.md §2', async () => {
    const api = fakeApi();
    api.respond('/api/blog/post/reading-probabilities', { status: 200, body: POST });
    renderBlogAt('/blog/reading-probabilities');
    await screen.findByRole('article');
    const origin = window.location.origin;
    const url = `${origin}/blog/reading-probabilities`;

    await waitFor(() => expect(document.title).toBe('Reading probabilities | Scoreline Blog'));
    const meta = (attribute: string, value: string) =>
      head(`meta[${attribute}="${value}"]`).map((element) => element.getAttribute('content'));
    expect(meta('name', 'description')).toEqual(['What 54% really means.']);
    expect(head('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([url]);
    expect(meta('name', 'keywords')).toEqual(['probability, odds, draws']);
    expect(meta('name', 'author')).toEqual(['Scoreline Analytics']);
    expect(meta('name', 'date')).toEqual(['2026-03-01T00:00:00.000Z']);
    expect(meta('property', 'og:type')).toEqual(['article']);
    expect(meta('property', 'og:url')).toEqual([url]);
    expect(meta('property', 'og:title')).toEqual(['Reading probabilities']);
    expect(meta('property', 'og:description')).toEqual(['What 54% really means.']);
    expect(meta('property', 'article:published_time')).toEqual(['2026-03-01T00:00:00.000Z']);
    expect(meta('property', 'article:author')).toEqual(['Scoreline Analytics']);
    expect(meta('property', 'article:tag')).toEqual(['probability', 'odds', 'draws']);
    expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);

    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Reading probabilities',
      description: 'What 54% really means.',
      author: { '@type': 'Organization', name: 'Scoreline Analytics' },
      datePublished: '2026-03-01T00:00:00.000Z',
      url,
    });
  });

  it('keeps a title containing </script> from closing the structured-data script', async () => {
    const api = fakeApi();
    const title = 'Tricky </script><script>window.__pwned=1</script>';
    api.respond('/api/blog/post/reading-probabilities', { status: 200, body: { ...POST, title } });
    renderBlogAt('/blog/reading-probabilities');
    await screen.findByRole('article');
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ headline: title });
  });

  it.each([
    ['a 404 with a detail', { status: 404, body: { detail: 'Post not found' } }],
    ['a server error', { status: 500, body: { detail: 'boom' } }],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer of the wrong shape', { status: 200, body: { slug: 'reading-probabilities' } }],
  ])("shows 'Post Not Found' / 'Blog post not found' after %s", async (_label, answer) => {
    const api = fakeApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.respond('/api/blog/post/reading-probabilities', answer);
    renderBlogAt('/blog/reading-probabilities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Blog post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(logged).toHaveBeenCalled();
    // The tab says what the page is, never an empty title nor a post's.
    await waitFor(() => expect(document.title).toBe('Post Not Found | Scoreline Blog'));
  });

  it('reloads the post when the slug changes, showing the loading state again', async () => {
    const api = fakeApi();
    const first = makePost({
      slug: 'first-post',
      title: 'First post',
      content: '[Go to second](/blog/second-post)',
    });
    const second = makePost({ slug: 'second-post', title: 'Second post' });
    api.respond('/api/blog/post/first-post', { status: 200, body: first });
    renderBlogAt('/blog/first-post');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to second' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/blog/second-post');
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(screen.queryByText('First post')).not.toBeInTheDocument();
    act(() => api.respond('/api/blog/post/second-post', { status: 200, body: second }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second post' })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      '/api/blog/post/first-post',
      '/api/blog/post/second-post',
    ]);
  });

  it('ignores a late answer for a slug the reader has already left', async () => {
    const api = fakeApi();
    const view = renderBlogAt('/blog/first-post');
    await view.navigate('/blog/second-post');
    act(() =>
      api.respond('/api/blog/post/second-post', {
        status: 200,
        body: makePost({ slug: 'second-post', title: 'Second post' }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Second post' })).toBeInTheDocument();
    act(() =>
      api.respond('/api/blog/post/first-post', {
        status: 200,
        body: makePost({ slug: 'first-post', title: 'First post' }),
      }),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Second post' })).toBeInTheDocument();
    expect(screen.queryByText('First post')).not.toBeInTheDocument();
  });

  it('navigates back to the list from the header band link', async () => {
    const api = fakeApi();
    api.respond('/api/blog/post/reading-probabilities', { status: 200, body: POST });
    api.respond('/api/blog/posts', { status: 200, body: { posts: [] } });
    renderBlogAt('/blog/reading-probabilities');
    await screen.findByRole('article');
    await userEvent.click(screen.getAllByRole('link', { name: '← Back to Blog' })[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
    expect(await screen.findByText('No posts found in this category')).toBeInTheDocument();
  });
});
