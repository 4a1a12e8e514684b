import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMigrationCheck, aMigrationResult } from '../../../testing/data/migration.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { DatabaseMigrationSection } from '../components/database-migration-section.tsx';

describe('Database Migration', () => {
  it('checks the status', async () => {
    fakeApi({ 'GET /api/admin/check-predicted-outcomes': () => json(aMigrationCheck()) });
    renderAdmin(<DatabaseMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Migration needed')).toBeInTheDocument();
    expect(screen.getByText('0.63%')).toBeInTheDocument();
    expect(screen.getByText(/Arsenal FC vs Chelsea FC: home 50%, draw 30%, away 20%/)).toBeInTheDocument();
  });

  it('says Failed to check migration status', async () => {
    fakeApi({ 'GET /api/admin/check-predicted-outcomes': () => json({ detail: 'x' }, 500) });
    renderAdmin(<DatabaseMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check migration status');
  });

  it('runs the migration after asking, and shows a partial one with its errors', async () => {
    const confirm = answerConfirmations(true);
    const api = fakeApi({
      'POST /api/admin/migrate-predicted-outcomes': () => json(aMigrationResult('partial')),
    });
    renderAdmin(<DatabaseMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Migration' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('Migrated 10 of 12 predictions')).toBeInTheDocument();
    expect(screen.getByText('p9: no probabilities')).toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('does not run when declined, and shows a failed run', async () => {
    answerConfirmations(false);
    const declined = fakeApi({});
    const { unmount } = renderAdmin(<DatabaseMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Migration' }));
    expect(declined.requests).toHaveLength(0);
    unmount();
    answerConfirmations(true);
    fakeApi({
      'POST /api/admin/migrate-predicted-outcomes': () => json({ detail: 'Store unavailable' }, 503),
    });
    renderAdmin(<DatabaseMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Migration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Migration failed: Store unavailable');
  });
});
