import { describe, expect, it } from 'vitest';
import { fakeFederation } from '../../testing/fake-federation.tsx';
import { RemoteUnavailableError, parseManifest } from '../remote-registry.ts';

const Home = () => null;

describe('parseManifest', () => {
  it('resolves relative entries against remotes.json and keeps absolute ones', () => {
    expect(
      parseManifest(
        {
          predictions: '/remotes/predictions/remoteEntry.js',
          blog: 'https://blog.example.com/remoteEntry.js',
        },
        'http://localhost:8000/remotes.json',
      ),
    ).toEqual({
      predictions: 'http://localhost:8000/remotes/predictions/remoteEntry.js',
      blog: 'https://blog.example.com/remoteEntry.js',
    });
  });

  it.each([[[]], ['text'], [{ blog: 3 }], [{ blog: ' ' }]])('rejects %j', (value) => {
    expect(() => parseManifest(value, 'http://x/remotes.json')).toThrow();
  });
});

describe('createRemoteRegistry', () => {
  it('registers a listed remote once as an ES module and loads its exposed page', async () => {
    const federation = fakeFederation({ 'predictions/HomePage': Home });

    await expect(federation.registry.load('predictions', './HomePage')).resolves.toEqual({ default: Home });
    await federation.registry.load('predictions', './HomePage');

    expect(federation.registrations).toEqual([
      { name: 'predictions', entry: 'http://site.test/remotes/predictions/remoteEntry.js', force: false },
    ]);
    expect(federation.loads).toEqual(['predictions/HomePage', 'predictions/HomePage']);
    expect(federation.manifestReads).toBe(1);
  });

  it('refuses a remote that remotes.json does not list', async () => {
    const federation = fakeFederation({});
    const error = await federation.registry.load('admin', './AdminPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as Error).message).toContain('Remote "admin" is not listed');
    expect(federation.registrations).toEqual([]);
  });

  it('reports an entry that fails to load, and registers it afresh (force) on the next attempt', async () => {
    const federation = fakeFederation({
      'predictions/HomePage': new Error('Failed to fetch dynamically imported module'),
    });

    await expect(federation.registry.load('predictions', './HomePage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    federation.modules['predictions/HomePage'] = Home;
    await expect(federation.registry.load('predictions', './HomePage')).resolves.toEqual({ default: Home });

    expect(federation.registrations.map((r) => r.force)).toEqual([false, true]);
  });

  it('refuses a module without a default export', async () => {
    const federation = fakeFederation({});
    await expect(federation.registry.load('predictions', './HomePage')).rejects.toThrow(
      'has no default export',
    );
  });

  it('does not remember a failed read of remotes.json', async () => {
    const federation = fakeFederation({ 'predictions/HomePage': Home });
    federation.manifestResponse.current = () => new Response('down', { status: 503 });
    await expect(federation.registry.load('predictions', './HomePage')).rejects.toThrow(
      'The remote list could not be read',
    );

    federation.manifestResponse.current = () =>
      new Response(JSON.stringify({ predictions: '/p/remoteEntry.js' }));
    await expect(federation.registry.load('predictions', './HomePage')).resolves.toEqual({ default: Home });
    expect(federation.manifestReads).toBe(2);
  });

  it('re-reads remotes.json after a reset and follows a moved entry', async () => {
    const federation = fakeFederation({ 'predictions/HomePage': Home });
    await federation.registry.load('predictions', './HomePage');

    federation.manifestResponse.current = () =>
      new Response(JSON.stringify({ predictions: 'https://cdn.example.com/predictions/remoteEntry.js' }));
    federation.registry.reset('predictions');
    await federation.registry.load('predictions', './HomePage');

    expect(federation.registrations.at(-1)).toEqual({
      name: 'predictions',
      entry: 'https://cdn.example.com/predictions/remoteEntry.js',
      force: true,
    });
  });
});

describe('remotes.json given inline by the server', () => {
  it('is used at once, without fetching remotes.json', async () => {
    const federation = fakeFederation({ 'predictions/HomePage': Home }, { predictions: '/elsewhere.js' }, {
      initialManifest: { predictions: '/remotes/predictions/remoteEntry.js' },
    });
    await federation.registry.load('predictions', './HomePage');
    expect(federation.manifestReads).toBe(0);
    expect(federation.registrations[0]?.entry).toBe('http://site.test/remotes/predictions/remoteEntry.js');
  });

  it('is given up for the file after a reset (a retry), in case a remote has moved since', async () => {
    const federation = fakeFederation({ 'predictions/HomePage': Home }, { predictions: '/moved/remoteEntry.js' }, {
      initialManifest: { predictions: '/remotes/predictions/remoteEntry.js' },
    });
    federation.registry.reset('predictions');
    await federation.registry.load('predictions', './HomePage');
    expect(federation.manifestReads).toBe(1);
    expect(federation.registrations.at(-1)?.entry).toBe('http://site.test/moved/remoteEntry.js');
  });
});

