// The page first opened shows its prerendered frame (shell/build/prerender.ts) until its remote page
// has loaded, then the page takes its place in one step: no spinner in between. The frame belongs
// to that address only, never outlives a failure, and its title gives way to the page's.
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FRAME_ATTRIBUTE, FRAME_HEAD_ATTRIBUTE } from '../initial-frame.tsx';
import { fakeFederation, renderShell } from '../../testing/fake-federation.tsx';

const FRAME = '<div class="sl-page"><h1>Premier League predictions</h1><p>Loading predictions...</p></div>';

function Home() {
  return (
    <>
      <title>Home - Scoreline</title>
      <h1>Home page</h1>
    </>
  );
}

/** A remote whose page arrives when the test says so. */
function slowFederation(modules: Record<string, ComponentType>) {
  const federation = fakeFederation(modules);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = federation.registry.load.bind(federation.registry);
  federation.registry.load = async (remote, exposed) => {
    await gate;
    return load(remote, exposed);
  };
  return { federation, release: () => act(async () => release()) };
}

describe('the prerendered frame', () => {
  it('stands, as sent, until the page has loaded, then gives way to it with no spinner in between', async () => {
    const { federation, release } = slowFederation({ 'predictions/HomePage': Home });
    renderShell(federation.registry, '/', { pathname: '/', html: FRAME });
    const frame = document.querySelector(`[${FRAME_ATTRIBUTE}]`);
    expect(frame?.innerHTML).toBe(FRAME);
    expect(screen.queryByText('Loading...')).toBeNull();
    await release();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(document.querySelector(`[${FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('is only for the address it was rendered for: another page loads behind the usual spinner', () => {
    const { federation } = slowFederation({ 'blog/BlogListPage': Home });
    renderShell(federation.registry, '/blog', { pathname: '/', html: FRAME });
    expect(document.querySelector(`[${FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('gives way to the friendly fallback when the remote cannot be loaded, and a retry loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const federation = fakeFederation({ 'predictions/HomePage': new Error('remoteEntry.js: 503') });
    renderShell(federation.registry, '/', { pathname: '/', html: FRAME });
    await screen.findByRole('alert', { name: 'This page is not available right now' });
    expect(document.querySelector(`[${FRAME_ATTRIBUTE}]`)).toBeNull();
    federation.modules['predictions/HomePage'] = Home;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("removes the frame's title and description from the head once the page has put its own there", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<title ${FRAME_HEAD_ATTRIBUTE}="">Frame - Scoreline</title><meta ${FRAME_HEAD_ATTRIBUTE}="" name="description" content="frame">`,
    );
    const federation = fakeFederation({ 'predictions/HomePage': Home });
    renderShell(federation.registry, '/', { pathname: '/', html: FRAME });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(document.head.querySelectorAll(`[${FRAME_HEAD_ATTRIBUTE}]`)).toHaveLength(0));
    expect(document.title).toBe('Home - Scoreline');
  });
});
