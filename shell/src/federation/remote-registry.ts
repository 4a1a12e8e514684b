// The shell's view of the remotes (docs/product.md, Architecture: "Frontend"): the list of remote entries is read
// at run time from remotes.json and handed to the module-federation runtime, so a team redeploys its
// remote (or moves it to another origin) without rebuilding the shell.
import type { ComponentType } from 'react';

/** The two runtime calls used, as an interface so tests can stand in for @module-federation/runtime. */
export interface FederationRuntime {
  registerRemotes(
    remotes: Array<{ name: string; entry: string; type: 'module' }>,
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Why a page cannot be shown: not listed, entry unreachable, or the module is not a page. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** remotes.json: remote name → remoteEntry.js address (absolute, or relative to remotes.json). */
export type RemoteManifest = Readonly<Record<string, string>>;

export interface RemotePageModule {
  readonly default: ComponentType;
}

export interface RemoteRegistry {
  /** Loads an exposed page, e.g. ('predictions', './HomePage'). */
  load(remote: string, exposed: string): Promise<RemotePageModule>;
  /** Forgets what is known about a remote (and re-reads remotes.json) so the next load starts afresh. */
  reset(remote: string): void;
  /** Starts reading remotes.json early, while the shell renders. */
  prefetch(): void;
}

export interface RemoteRegistryOptions {
  readonly manifestUrl: string;
  readonly runtime: FederationRuntime;
  readonly fetch?: typeof fetch;
  /** The page address relative manifest entries resolve against. */
  readonly baseUrl?: string;
  /**
   * remotes.json as the server put it in the page (INLINE_REMOTES_ID), read instead of fetching it
   * the first time; a reset (a retry) fetches the file again, in case a remote has moved since.
   */
  readonly initialManifest?: unknown;
}

export function parseManifest(value: unknown, manifestUrl: string): RemoteManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${manifestUrl} must be a JSON object of remote name to remoteEntry.js address`);
  }
  const manifest: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || !entry.trim())
      throw new Error(`${manifestUrl}: the entry of "${name}" must be an address`);
    // Relative entries resolve against remotes.json itself, as a browser resolves a relative link.
    manifest[name] = new URL(entry, manifestUrl).href;
  }
  return manifest;
}

export function createRemoteRegistry({
  manifestUrl,
  runtime,
  fetch: doFetch,
  baseUrl,
  initialManifest,
}: RemoteRegistryOptions): RemoteRegistry {
  const absoluteManifestUrl = new URL(manifestUrl, baseUrl ?? globalThis.location?.href).href;
  let manifest: Promise<RemoteManifest> | undefined;
  let inline = initialManifest;
  /** What the runtime was told, so a changed entry or a reset re-registers (force drops its cache). */
  const registered = new Map<string, string>();
  const stale = new Set<string>();

  function readManifest(): Promise<RemoteManifest> {
    manifest ??= (async () => {
      if (inline !== undefined) {
        const value = inline;
        inline = undefined;
        return parseManifest(value, absoluteManifestUrl);
      }
      // no-store: a redeployed remote is listed the moment it is, never from a cached copy.
      const response = await (doFetch ?? globalThis.fetch)(absoluteManifestUrl, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${absoluteManifestUrl} answered ${response.status}`);
      return parseManifest(await response.json(), absoluteManifestUrl);
    })();
    // A failed read is not cached: the next load (a retry) reads again.
    manifest.catch(() => {
      manifest = undefined;
    });
    return manifest;
  }

  function register(remote: string, entry: string): void {
    const known = registered.get(remote);
    if (known === entry && !stale.has(remote)) return;
    runtime.registerRemotes([{ name: remote, entry, type: 'module' }], { force: known !== undefined });
    registered.set(remote, entry);
    stale.delete(remote);
  }

  async function load(remote: string, exposed: string): Promise<RemotePageModule> {
    let entries: RemoteManifest;
    try {
      entries = await readManifest();
    } catch (cause) {
      throw new RemoteUnavailableError(remote, `The remote list could not be read`, { cause });
    }
    const entry = entries[remote];
    if (!entry)
      throw new RemoteUnavailableError(remote, `Remote "${remote}" is not listed in ${absoluteManifestUrl}`);
    register(remote, entry);

    const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
    let module: RemotePageModule | null;
    try {
      module = await runtime.loadRemote<RemotePageModule>(id);
    } catch (cause) {
      // The runtime keeps a failed container; the next attempt must register it afresh.
      stale.add(remote);
      throw new RemoteUnavailableError(remote, `Remote module ${id} failed to load from ${entry}`, { cause });
    }
    if (!module?.default) {
      stale.add(remote);
      throw new RemoteUnavailableError(remote, `Remote module ${id} has no default export`);
    }
    return module;
  }

  return {
    load,
    reset(remote) {
      manifest = undefined;
      inline = undefined;
      if (registered.has(remote)) stale.add(remote);
    },
    prefetch() {
      readManifest().catch(() => undefined);
    },
  };
}
