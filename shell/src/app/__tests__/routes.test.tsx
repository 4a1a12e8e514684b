import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SITE_PATHS } from '@scoreline/contracts/constants';
import { fakeFederation, renderShell } from '../../testing/fake-federation.tsx';
import { REMOTE_ROUTES } from '../routes.tsx';

/** A remote page that names itself, and shows its route params, like the real ones would. */
const page = (name: string) =>
  function FakePage() {
    const params = useParams();
    return (
      <section>
        <h1>{name}</h1>
        <p>{JSON.stringify(params)}</p>
        <Link to="/blog">to blog</Link>
      </section>
    );
  };

const ALL_LISTED = {
  predictions: '/remotes/predictions/remoteEntry.js',
  blog: '/remotes/blog/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
  sandbox: '/remotes/sandbox/remoteEntry.js',
  rounding: '/remotes/rounding/remoteEntry.js',
  'cross-sandbox': '/remotes/cross-sandbox/remoteEntry.js',
};

const ALL_PAGES = Object.fromEntries(
  REMOTE_ROUTES.map(({ remote, exposed }) => [`${remote}/${exposed.slice(2)}`, page(`${remote} ${exposed}`)]),
);

describe('shell routes (docs/product.md §2)', () => {
  it('cover exactly the site pages the gateway serves index.html for', () => {
    expect(REMOTE_ROUTES.map((route) => route.path).sort()).toEqual([...SITE_PATHS].sort());
  });

  it.each([
    ['/', 'predictions ./HomePage', '{}'],
    ['/fixture/42', 'predictions ./FixturePage', '{"fixtureId":"42"}'],
    ['/admin', 'admin ./AdminPage', '{}'],
    ['/sandbox', 'sandbox ./SandboxPage', '{}'],
    ['/rounding-sandbox', 'rounding ./RoundingSandboxPage', '{}'],
    ['/cross-sandbox', 'cross-sandbox ./CrossSandboxPage', '{}'],
    ['/blog', 'blog ./BlogListPage', '{}'],
    ['/blog/how-we-predict', 'blog ./BlogPostPage', '{"slug":"how-we-predict"}'],
  ])('%s loads %s with its params', async (at, name, params) => {
    const federation = fakeFederation(ALL_PAGES, ALL_LISTED);
    renderShell(federation.registry, at);
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(params)).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, inside the site frame', async () => {
    const federation = fakeFederation(ALL_PAGES, ALL_LISTED);
    renderShell(federation.registry, '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: 'predictions ./HomePage' })).toBeInTheDocument();
    expect(federation.loads).toEqual(['predictions/HomePage']);
  });

  it('shows a loading state while a remote loads', () => {
    const federation = fakeFederation(ALL_PAGES, ALL_LISTED);
    renderShell(federation.registry, '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the friendly fallback (not a blank page) when it is not listed, and the rest of the site works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const federation = fakeFederation(ALL_PAGES);
    renderShell(federation.registry, '/admin');

    const fallback = await screen.findByRole('alert', { name: 'This page is not available right now' });
    expect(fallback).toHaveTextContent("We couldn't load the admin panel.");
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(within(fallback).getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'predictions ./HomePage' })).toBeInTheDocument();
  });

  it('retries on request and shows the page once the remote is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const federation = fakeFederation({
      ...ALL_PAGES,
      'blog/BlogListPage': new Error('remoteEntry.js: 503'),
    });
    renderShell(federation.registry, '/blog');

    const fallback = await screen.findByRole('alert', { name: 'This page is not available right now' });
    federation.modules['blog/BlogListPage'] = page('blog is back');
    await userEvent.click(within(fallback).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'blog is back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps one failing remote from affecting another route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const federation = fakeFederation({ ...ALL_PAGES, 'predictions/HomePage': new Error('down') });
    renderShell(federation.registry, '/');

    await screen.findByRole('alert', { name: 'This page is not available right now' });
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));

    expect(await screen.findByRole('heading', { name: 'blog ./BlogListPage' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback when a loaded page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const federation = fakeFederation({ ...ALL_PAGES, 'sandbox/SandboxPage': Broken }, ALL_LISTED);
    renderShell(federation.registry, '/sandbox');
    expect(
      await screen.findByRole('alert', { name: 'This page is not available right now' }),
    ).toHaveTextContent('the Algorithm Sandbox');
  });
});
