import { Button } from '@scoreline/ui';
import type { GameweekInfo } from '@scoreline/contracts';

export interface GameweekHeaderProps {
  readonly info: GameweekInfo | null;
  readonly matchCount: number;
  readonly priceText: string;
  readonly unlocking: boolean;
  readonly onUnlock: () => void;
}

export function GameweekHeader({ info, matchCount, priceText, unlocking, onUnlock }: GameweekHeaderProps) {
  const matches = `${matchCount} ${matchCount === 1 ? 'match' : 'matches'}`;
  return (
    <header className="pr-gameweek-header">
      <div>
        <h2 id="pr-gameweek-title" className="pr-gameweek-header__title">
          {info ? `Gameweek ${info.current_gameweek}` : 'Upcoming Fixtures'}
        </h2>
        <p className="pr-gameweek-header__meta">{info ? `Season ${info.season} · ${matches}` : matches}</p>
      </div>
      {/* Shown from medium screens up (docs/product.md §2); each fixture page carries its own unlock. */}
      <Button variant="premium" className="sl-from-medium" busy={unlocking} onClick={onUnlock}>
        {unlocking ? 'Processing...' : `Unlock Full Gameweek - ${priceText}`}
      </Button>
    </header>
  );
}
