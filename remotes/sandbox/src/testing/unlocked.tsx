// Renders the sandbox already unlocked (an admin session the fake backend accepts, as another admin
// page would have opened it), for the tests of what happens behind the gate.
import { screen } from '@testing-library/react';
import { keepAdminSession } from '@scoreline/ui/admin';
import SandboxPage from '../expose/sandbox-page.tsx';
import { TOKEN } from './data.ts';
import { renderRoute } from '@scoreline/ui/testing';

export async function renderUnlockedSandbox() {
  keepAdminSession(TOKEN, 3600);
  const view = renderRoute(<SandboxPage />, { path: '/sandbox', at: '/sandbox' });
  await screen.findByRole('heading', { name: 'Experiments' });
  return view;
}
