import { Link } from 'react-router-dom';
import { Card, PremiumBadge, buttonClassName } from '@scoreline/ui';
import type { GameweekFixture } from '@scoreline/contracts';
import { formatKickoffShort } from '../../../utils/format-date.ts';
import { OutcomeBadge } from './outcome-badge.tsx';

export function FixtureCard({ fixture }: { readonly fixture: GameweekFixture }) {
  const title = `${fixture.home_team} vs ${fixture.away_team}`;
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
      <OutcomeBadge fixture={fixture} />
      {fixture.has_prediction ? (
        <div className="pr-fixture-card__premium">
          {/* The exact score is premium: only a blurred placeholder is ever sent to the page. */}
          <p className="pr-masked-score" role="img" aria-label="Exact score hidden">
            <span aria-hidden="true">?</span>
          </p>
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
