import { Badge, Button } from '@scoreline/ui';
import type { GameweekInfo } from '@scoreline/contracts';
import { formatKickoffShort } from '../../../utils/format-date.ts';

export interface GameweekHeaderProps {
  readonly info: GameweekInfo | null;
  readonly matchCount: number;
  readonly priceText: string;
  readonly unlocking: boolean;
  readonly onUnlock: () => void;
  /** When the visitor's session unlocked this gameweek: until when (ISO). */
  readonly unlockedUntil?: string | null | undefined;
}

/** In place of the unlock button once the gameweek is paid for: nothing more to buy, and until when it lasts. */
function UnlockedState({ until }: { readonly until: string }) {
  return (
    <div className="pr-unlocked-state" role="status">
      <Badge tone="unlocked">Gameweek unlocked</Badge>
      <p className="pr-unlocked-state__until">
        Exact scores and probabilities are yours until <time dateTime={until}>{formatKickoffShort(until)}</time>
      </p>
    </div>
  );
}

export function GameweekHeader({ info, matchCount, priceText, unlocking, onUnlock, unlockedUntil }: GameweekHeaderProps) {
  const matches = `${matchCount} ${matchCount === 1 ? 'match' : 'matches'}`;
  return (
    <header className="pr-gameweek-header">
      <div>
        <h2 id="pr-gameweek-title" className="pr-gameweek-header__title">
          {info ? `Gameweek ${info.current_gameweek}` : 'Upcoming Fixtures'}
        </h2>
        <p className="pr-gameweek-header__meta">{info ? `Season ${info.season} · ${matches}` : matches}</p>
      </div>
      {unlockedUntil ? (
        <UnlockedState until={unlockedUntil} />
      ) : (
        // Shown from medium screens up (docs/product.md §2); each fixture page carries its own unlock.
        <Button variant="premium" className="sl-from-medium" busy={unlocking} onClick={onUnlock}>
          {unlocking ? 'Processing...' : `Unlock Full Gameweek - ${priceText}`}
        </Button>
      )}
    </header>
  );
}
