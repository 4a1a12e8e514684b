import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aFixture, aGameweek } from '../../../testing/data.ts';
import { renderRoute } from '@scoreline/ui/testing';
import { GameweekSection, type GameweekSectionProps } from '../components/gameweek-section.tsx';

function renderSection(props: Partial<GameweekSectionProps> = {}) {
  const onUnlock = vi.fn();
  const onRetry = vi.fn();
  renderRoute(
    <GameweekSection
      state={{ status: 'loaded', gameweek: aGameweek() }}
      onRetry={onRetry}
      priceText="£9.99"
      unlocking={false}
      onUnlock={onUnlock}
      {...props}
    />,
  );
  return { onUnlock, onRetry };
}

describe('GameweekSection states', () => {
  it('shows the loading text while loading', () => {
    renderSection({ state: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading predictions...');
  });

  it("shows 'Connection Error' with the message, and retries", async () => {
    const { onRetry } = renderSection({ state: { status: 'error', message: 'Unable to reach the server' } });
    const alert = screen.getByRole('alert', { name: 'Connection Error' });
    expect(alert).toHaveTextContent('Unable to reach the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list', () => {
    renderSection({ state: { status: 'loaded', gameweek: aGameweek({ fixtures: [] }) } });
    expect(screen.getByRole('heading', { name: 'No fixtures available' })).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new predictions')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fixtures' })).not.toBeInTheDocument();
  });
});

describe('GameweekSection header', () => {
  it("reads 'Gameweek {n}' with the season and match count", () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Gameweek 2' })).toBeInTheDocument();
    expect(screen.getByText('Season 2026-27 · 3 matches')).toBeInTheDocument();
  });

  it("reads 'Upcoming Fixtures' without gameweek info", () => {
    renderSection({
      state: { status: 'loaded', gameweek: aGameweek({ gameweek_info: null, fixtures: [aFixture()] }) },
    });
    expect(screen.getByRole('heading', { name: 'Upcoming Fixtures' })).toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
  });

  it('offers the gameweek unlock from medium screens up, and reports the click', async () => {
    const { onUnlock } = renderSection();
    const button = screen.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' });
    expect(button).toHaveClass('sl-from-medium');
    await userEvent.click(button);
    expect(onUnlock).toHaveBeenCalledOnce();
  });

  it("shows 'Processing...' and is disabled while unlocking", () => {
    renderSection({ unlocking: true });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });
});

describe('fixture cards', () => {
  const card = (name: string) => screen.getByRole('listitem', { name });

  it('show PREMIUM, the date, the teams with VS and the venue', () => {
    renderSection();
    const arsenal = card('Arsenal FC vs Chelsea FC');
    expect(within(arsenal).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(arsenal).getByText('Sat 22 Aug, 15:00')).toHaveAttribute(
      'dateTime',
      '2026-08-22T14:00:00Z',
    );
    expect(within(arsenal).getByRole('heading', { level: 3 })).toHaveTextContent('Arsenal FCVSChelsea FC');
    expect(within(arsenal).getByText('Emirates Stadium')).toBeInTheDocument();
  });

  it('leave the venue out when there is none', () => {
    renderSection();
    const everton = card('Everton FC vs Liverpool FC');
    expect(within(everton).queryByText('Emirates Stadium')).not.toBeInTheDocument();
    expect(everton.querySelector('.pr-fixture-card__venue')).toBeNull();
  });

  it.each([
    ['home_win', 'Arsenal FC Victory'],
    ['away_win', 'Chelsea FC Victory'],
    ['draw', 'Draw Expected'],
    [null, 'Analyzing...'],
  ] as const)('label outcome %s as %s', (predicted_outcome, label) => {
    renderSection({
      state: { status: 'loaded', gameweek: aGameweek({ fixtures: [aFixture({ predicted_outcome })] }) },
    });
    expect(within(card('Arsenal FC vs Chelsea FC')).getByText(label)).toBeInTheDocument();
  });

  it('hide the score behind a blurred ? and link to the fixture page', async () => {
    renderSection();
    const arsenal = card('Arsenal FC vs Chelsea FC');
    expect(within(arsenal).getByLabelText('Exact score hidden')).toHaveTextContent('?');
    const link = within(arsenal).getByRole('link', { name: 'View Full Prediction' });
    expect(link).toHaveAttribute('href', '/fixture/101');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/fixture/101');
  });

  it('of a gameweek the visitor unlocked show the exact score, with the outcome of the same prediction', () => {
    renderSection({
      unlocked: {
        expiresAt: '2026-08-29T14:00:00Z',
        fixtures: new Map([
          // The list still says home win; the prediction the visitor paid for (newer) says draw.
          [101, { predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1 }],
          [102, { predicted_outcome: 'away_win', display_home_goals: 0, display_away_goals: 2 }],
          [103, { predicted_outcome: 'draw', display_home_goals: null, display_away_goals: null }],
        ]),
      },
    });
    const arsenal = card('Arsenal FC vs Chelsea FC');
    expect(within(arsenal).getByLabelText('Predicted score 1 - 1')).toHaveTextContent('1 - 1');
    expect(within(arsenal).getByText('Draw Expected')).toBeInTheDocument();
    expect(within(arsenal).queryByLabelText('Exact score hidden')).not.toBeInTheDocument();
    expect(within(card('Fulham FC vs Brentford FC')).getByLabelText('Predicted score ? - ?')).toBeInTheDocument();
    expect(within(arsenal).getByRole('link', { name: 'View Full Prediction' })).toHaveAttribute('href', '/fixture/101');
    expect(screen.queryByRole('button', { name: /Unlock Full Gameweek/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gameweek unlocked');
  });

  it("without a prediction read 'Prediction pending' and 'Prediction coming soon...', with no link", () => {
    renderSection({
      state: {
        status: 'loaded',
        gameweek: aGameweek({ fixtures: [aFixture({ has_prediction: false, predicted_outcome: null })] }),
      },
    });
    const arsenal = card('Arsenal FC vs Chelsea FC');
    expect(within(arsenal).getByText('Prediction pending')).toBeInTheDocument();
    expect(within(arsenal).getByText('Prediction coming soon...')).toBeInTheDocument();
    expect(within(arsenal).queryByRole('link')).not.toBeInTheDocument();
    expect(within(arsenal).queryByLabelText('Exact score hidden')).not.toBeInTheDocument();
  });
});

describe('GameweekSection and late results', () => {
  it('says nothing of the results while they are on time', () => {
    renderSection();
    expect(screen.queryByText(/Results last updated/)).not.toBeInTheDocument();
  });

  it('says in one line how old the results are once they are late', () => {
    renderSection({
      state: {
        status: 'loaded',
        gameweek: aGameweek({
          staleness: { season: '2026-27', overdue_matches: 70, last_result_at: '2026-09-20T15:30:00.000Z', results_up_to_gameweek: 5 },
        }),
      },
    });
    expect(screen.getByText('Results last updated 20 September; predictions use results up to gameweek 5')).toBeInTheDocument();
  });
});
