import { Link } from 'react-router-dom';
import { Card, PremiumBadge, buttonClassName } from '@scoreline/ui';
import type { GameweekFixture } from '@scoreline/contracts';
import { formatKickoffShort } from '../../../utils/format-date.ts';
import { OutcomeBadge } from './outcome-badge.tsx';
import type { PaidFixture } from './unlocked-gameweek.ts';

/** The exact score a paying visitor sees on the card, from the same prediction as the badge. */
function PaidScore({ paid }: { readonly paid: PaidFixture }) {
  const text = `${paid.display_home_goals ?? '?'} - ${paid.display_away_goals ?? '?'}`;
  return (
    <p className="pr-card-score" aria-label={`Predicted score ${text}`}>
      {text}
    </p>
  );
}

export function FixtureCard({ fixture, paid }: { readonly fixture: GameweekFixture; readonly paid?: PaidFixture | undefined }) {
  const title = `${fixture.home_team} vs ${fixture.away_team}`;
  // With the gameweek unlocked, badge and score come from the one prediction the visitor paid for,
  // so they can never disagree (the list's outcome may lag a recalculation by a moment).
  const shown = paid ? { ...fixture, predicted_outcome: paid.predicted_outcome, has_prediction: paid.predicted_outcome !== null } : fixture;
  return (
    <Card as="li" className="pr-fixture-card" aria-label={title}>
      <div className="pr-fixture-card__top">
        <PremiumBadge />
        <time className="pr-fixture-card__date" dateTime={fixture.date}>
          {formatKickoffShort(fixture.date)}
        </time>
      </div>
      <h3 className="pr-fixture-card__teams">
        <span>{fixture.home_team}</span>
        <span className="pr-fixture-card__vs">VS</span>
        <span>{fixture.away_team}</span>
      </h3>
      {fixture.venue ? <p className="pr-fixture-card__venue">{fixture.venue}</p> : null}
      <OutcomeBadge fixture={shown} />
      {shown.has_prediction ? (
        <div className="pr-fixture-card__premium">
          {paid ? (
            <PaidScore paid={paid} />
          ) : (
            // The exact score is premium: without access only a blurred placeholder is ever sent to the page.
            <p className="pr-masked-score" role="img" aria-label="Exact score hidden">
              <span aria-hidden="true">?</span>
            </p>
          )}
          <Link
            to={`/fixture/${fixture.fixture_id}`}
            className={buttonClassName('secondary', 'pr-fixture-card__link')}
          >
            View Full Prediction
          </Link>
        </div>
      ) : (
        <p className="pr-fixture-card__pending">Prediction coming soon...</p>
      )}
    </Card>
  );
}
