import { BrowserRouter } from 'react-router-dom';
import '../styles/shell.css';
import { SiteLayout } from '../components/site-layout.tsx';
import { InitialFrameProvider, type InitialFrame } from '../federation/initial-frame.tsx';
import { RemotePagesProvider } from '../federation/registry-context.tsx';
import type { RemoteRegistry } from '../federation/remote-registry.ts';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  readonly registry: RemoteRegistry;
  /** The prerendered frame of the page first opened, when the HTML carried one. */
  readonly frame?: InitialFrame | null;
}

/** The site without its router: the browser's (App) or, at build time, one fixed address (prerender). */
export function AppFrame({ registry, frame = null }: AppProps) {
  return (
    <RemotePagesProvider registry={registry}>
      <InitialFrameProvider frame={frame}>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </InitialFrameProvider>
    </RemotePagesProvider>
  );
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <AppFrame {...props} />
    </BrowserRouter>
  );
}
