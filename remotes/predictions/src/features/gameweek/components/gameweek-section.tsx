import { Button, MessagePanel, Spinner } from '@scoreline/ui';
import type { GameweekState } from '../hooks/use-current-gameweek.ts';
import { FixtureCard } from './fixture-card.tsx';
import { GameweekHeader } from './gameweek-header.tsx';
import { ResultsStalenessLine } from './results-staleness-line.tsx';
import type { UnlockedGameweek } from './unlocked-gameweek.ts';

export interface GameweekSectionProps {
  readonly state: GameweekState;
  readonly onRetry: () => void;
  readonly priceText: string;
  readonly unlocking: boolean;
  readonly onUnlock: () => void;
  /** The gameweek on show, when the visitor's session unlocked it: scores on the cards, no unlock offer. */
  readonly unlocked?: UnlockedGameweek | null | undefined;
}

/** The gameweek list in each of its states (docs/product.md §2 and §4). */
export function GameweekSection({ state, onRetry, priceText, unlocking, onUnlock, unlocked }: GameweekSectionProps) {
  if (state.status === 'loading') {
    return (
      // As tall as the list will be, about: the footer strip under it stays put when the cards arrive.
      <div className="pr-gameweek-loading">
        <Spinner label="Loading predictions..." />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <MessagePanel
        tone="error"
        title="Connection Error"
        actions={<Button onClick={onRetry}>Try Again</Button>}
      >
        <p>{state.message}</p>
      </MessagePanel>
    );
  }
  const { fixtures, gameweek_info: info } = state.gameweek;
  return (
    <section className="pr-gameweek" aria-labelledby="pr-gameweek-title">
      <GameweekHeader
        info={info}
        matchCount={fixtures.length}
        priceText={priceText}
        unlocking={unlocking}
        onUnlock={onUnlock}
        unlockedUntil={unlocked?.expiresAt}
      />
      <ResultsStalenessLine staleness={state.gameweek.staleness} />
      {fixtures.length === 0 ? (
        <MessagePanel tone="empty" title="No fixtures available" headingLevel={3}>
          <p>Check back soon for new predictions</p>
        </MessagePanel>
      ) : (
        <ul className="pr-fixture-grid" aria-label="Fixtures">
          {fixtures.map((fixture) => (
            <FixtureCard key={fixture.fixture_id} fixture={fixture} paid={unlocked?.fixtures.get(fixture.fixture_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
