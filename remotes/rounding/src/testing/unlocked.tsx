// Renders the rounding sandbox already unlocked (a stored admin token the fake backend accepts),
// for the tests of what happens behind the gate.
import { screen } from '@testing-library/react';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import RoundingSandboxPage from '../expose/rounding-sandbox-page.tsx';
import { TOKEN } from './data.ts';
import { renderRoute } from '@scoreline/ui/testing';

export async function renderUnlockedRounding() {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, TOKEN);
  const view = renderRoute(<RoundingSandboxPage />, { path: '/rounding-sandbox', at: '/rounding-sandbox' });
  await screen.findByRole('heading', { name: 'Configurations' });
  return view;
}
