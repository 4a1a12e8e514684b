import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteRegistry } from './remote-registry.ts';

interface RemotePages {
  readonly registry: RemoteRegistry;
  /** One lazy component per exposed page, so revisiting a route does not suspend again. */
  page(remote: string, exposed: string): LazyExoticComponent<ComponentType>;
  /** Drops the remote's failed pages so the next render loads them again. */
  retry(remote: string): void;
}

const RemotePagesContext = createContext<RemotePages | null>(null);

function createRemotePages(registry: RemoteRegistry): RemotePages {
  const pages = new Map<string, LazyExoticComponent<ComponentType>>();
  return {
    registry,
    page(remote, exposed) {
      const key = `${remote}\u0000${exposed}`;
      let page = pages.get(key);
      if (!page) {
        // React.lazy remembers a rejection forever; retry() replaces the component instead.
        page = lazy(() => registry.load(remote, exposed));
        pages.set(key, page);
      }
      return page;
    },
    retry(remote) {
      registry.reset(remote);
      for (const key of pages.keys()) if (key.startsWith(`${remote}\u0000`)) pages.delete(key);
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
