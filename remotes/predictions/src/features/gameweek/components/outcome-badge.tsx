import { Badge, type BadgeTone } from '@scoreline/ui';
import type { GameweekFixture } from '@scoreline/contracts';

type BadgeFixture = Pick<GameweekFixture, 'home_team' | 'away_team' | 'predicted_outcome' | 'has_prediction'>;

/** The card's outcome label (docs/product.md §2). */
export function outcomeLabel({ home_team, away_team, predicted_outcome, has_prediction }: BadgeFixture): {
  text: string;
  tone: BadgeTone;
} {
  if (!has_prediction) return { text: 'Prediction pending', tone: 'neutral' };
  switch (predicted_outcome) {
    case 'home_win':
      return { text: `${home_team} Victory`, tone: 'home' };
    case 'away_win':
      return { text: `${away_team} Victory`, tone: 'away' };
    case 'draw':
      return { text: 'Draw Expected', tone: 'draw' };
    default:
      // A prediction exists but its outcome is not filled in yet.
      return { text: 'Analyzing...', tone: 'neutral' };
  }
}

export function OutcomeBadge({ fixture }: { readonly fixture: BadgeFixture }) {
  const { text, tone } = outcomeLabel(fixture);
  return <Badge tone={tone}>{text}</Badge>;
}
