import {
  createContext,
  lazy,
  useContext,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteRegistry } from './remote-registry.ts';

interface RemotePages {
  readonly registry: RemoteRegistry;
  /** One lazy component per exposed page, so revisiting a route does not suspend again. */
  page(remote: string, exposed: string): LazyExoticComponent<ComponentType>;
  /** Starts loading a page (once); resolves when it is ready to render without suspending. */
  preload(remote: string, exposed: string): Promise<ComponentType>;
  /** The page's component once loaded, else undefined. */
  loaded(remote: string, exposed: string): ComponentType | undefined;
  /** Called whenever a page finishes loading (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** Drops the remote's failed pages so the next render loads them again. */
  retry(remote: string): void;
}

const RemotePagesContext = createContext<RemotePages | null>(null);

const keyOf = (remote: string, exposed: string) => `${remote}\u0000${exposed}`;

function createRemotePages(registry: RemoteRegistry): RemotePages {
  const loading = new Map<string, Promise<ComponentType>>();
  const ready = new Map<string, ComponentType>();
  const pages = new Map<string, LazyExoticComponent<ComponentType>>();
  const listeners = new Set<() => void>();

  function preload(remote: string, exposed: string): Promise<ComponentType> {
    const key = keyOf(remote, exposed);
    let promise = loading.get(key);
    if (!promise) {
      promise = registry.load(remote, exposed).then((module) => {
        ready.set(key, module.default);
        for (const listener of listeners) listener();
        return module.default;
      });
      // A failure is not kept: the next attempt (a retry) loads again.
      promise.catch(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
      loading.set(key, promise);
    }
    return promise;
  }

  return {
    registry,
    page(remote, exposed) {
      const key = keyOf(remote, exposed);
      let page = pages.get(key);
      if (!page) {
        // React.lazy remembers a rejection forever; retry() replaces the component instead.
        page = lazy(() => preload(remote, exposed).then((component) => ({ default: component })));
        pages.set(key, page);
      }
      return page;
    },
    preload,
    loaded: (remote, exposed) => ready.get(keyOf(remote, exposed)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry(remote) {
      registry.reset(remote);
      const prefix = `${remote}\u0000`;
      for (const map of [pages, loading, ready]) for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
    },
  };
}

export function RemotePagesProvider({
  registry,
  children,
}: {
  readonly registry: RemoteRegistry;
  readonly children: ReactNode;
}) {
  const value = remotePagesFor(registry);
  return <RemotePagesContext.Provider value={value}>{children}</RemotePagesContext.Provider>;
}

// One page cache per registry (not per render, not per module): a fresh registry, as each test
// makes, starts with no cached pages.
const perRegistry = new WeakMap<RemoteRegistry, RemotePages>();

function remotePagesFor(registry: RemoteRegistry): RemotePages {
  let pages = perRegistry.get(registry);
  if (!pages) {
    pages = createRemotePages(registry);
    perRegistry.set(registry, pages);
  }
  return pages;
}

export function useRemotePages(): RemotePages {
  const pages = useContext(RemotePagesContext);
  if (!pages) throw new Error('useRemotePages needs a <RemotePagesProvider>');
  return pages;
}

/** The page's component once its remote has loaded it (re-rendering when it does), else undefined. */
export function useLoadedPage(remote: string, exposed: string): ComponentType | undefined {
  const pages = useRemotePages();
  return useSyncExternalStore(
    pages.subscribe,
    () => pages.loaded(remote, exposed),
    // Nothing is loaded while the page is rendered at build time, nor while it hydrates.
    () => undefined,
  );
}
