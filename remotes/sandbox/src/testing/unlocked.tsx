// Renders the sandbox already unlocked (a stored admin token the fake backend accepts), for the
// tests of what happens behind the gate.
import { screen } from '@testing-library/react';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import SandboxPage from '../expose/sandbox-page.tsx';
import { TOKEN } from './data.ts';
import { renderRoute } from '@scoreline/ui/testing';

export async function renderUnlockedSandbox() {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, TOKEN);
  const view = renderRoute(<SandboxPage />, { path: '/sandbox', at: '/sandbox' });
  await screen.findByRole('heading', { name: 'Experiments' });
  return view;
}
