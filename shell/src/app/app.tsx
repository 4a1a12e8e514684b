import { BrowserRouter } from 'react-router-dom';
import '../styles/shell.css';
import { SiteLayout } from '../components/site-layout.tsx';
import { RemotePagesProvider } from '../federation/registry-context.tsx';
import type { RemoteRegistry } from '../federation/remote-registry.ts';
import { AppRoutes } from './routes.tsx';

export function App({ registry }: { readonly registry: RemoteRegistry }) {
  return (
    <RemotePagesProvider registry={registry}>
      <BrowserRouter>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </BrowserRouter>
    </RemotePagesProvider>
  );
}
