// A stand-in for @module-federation/runtime: remotes are plain components the test controls, and
// every registration is recorded.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppFrame } from '../app/app.tsx';
import type { InitialFrame } from '../federation/initial-frame.tsx';
import {
  createRemoteRegistry,
  type FederationRuntime,
  type RemoteManifest,
} from '../federation/remote-registry.ts';

export const TEST_MANIFEST: RemoteManifest = {
  predictions: '/remotes/predictions/remoteEntry.js',
  blog: '/remotes/blog/remoteEntry.js',
};

export function fakeFederation(
  modules: Record<string, ComponentType | Error>,
  manifest: RemoteManifest = TEST_MANIFEST,
  options: { initialManifest?: unknown } = {},
) {
  const registrations: Array<{ name: string; entry: string; force: boolean }> = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const remote of remotes)
        registrations.push({ name: remote.name, entry: remote.entry, force: options?.force ?? false });
    },
    async loadRemote<T>(id: string) {
      loads.push(id);
      const found = modules[id];
      if (found instanceof Error) throw found;
      return (found ? { default: found } : null) as T | null;
    },
  };
  let manifestReads = 0;
  const manifestResponse = {
    current: (): Response => new Response(JSON.stringify(manifest), { status: 200 }),
  };
  const registry = createRemoteRegistry({
    manifestUrl: '/remotes.json',
    baseUrl: 'http://site.test/',
    runtime,
    initialManifest: options.initialManifest,
    fetch: async () => {
      manifestReads += 1;
      return manifestResponse.current();
    },
  });
  return {
    registry,
    modules,
    registrations,
    loads,
    manifestResponse,
    get manifestReads() {
      return manifestReads;
    },
  };
}

/** The whole shell (layout and routes) at an address, with the given registry and prerendered frame. */
export function renderShell(
  registry: ReturnType<typeof fakeFederation>['registry'],
  at = '/',
  frame: InitialFrame | null = null,
) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AppFrame registry={registry} frame={frame} />
    </MemoryRouter>,
  );
}
