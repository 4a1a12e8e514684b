// Renders the rounding sandbox already unlocked (an admin session the fake backend accepts, as
// another admin page would have opened it), for the tests of what happens behind the gate.
import { screen } from '@testing-library/react';
import { keepAdminSession } from '@scoreline/ui/admin';
import RoundingSandboxPage from '../expose/rounding-sandbox-page.tsx';
import { TOKEN } from './data.ts';
import { renderRoute } from '@scoreline/ui/testing';

export async function renderUnlockedRounding() {
  keepAdminSession(TOKEN, 3600);
  const view = renderRoute(<RoundingSandboxPage />, { path: '/rounding-sandbox', at: '/rounding-sandbox' });
  await screen.findByRole('heading', { name: 'Configurations' });
  return view;
}
