// Exposed as `predictions/./HomePage` (route /): the gameweek list, the paid return and the
// gameweek unlock, composed from the features.
import { useMemo } from 'react';
import type { GameweekPredictionsResponse } from '@scoreline/contracts';
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import { PRICE_TEXT } from '../config/price.ts';
import { useAccuracyHeadline } from '../features/accuracy-headline/index.ts';
import { gameweekCheckoutRequest, useCheckout } from '../features/checkout/index.ts';
import { FooterStrip, GameweekSection, Hero, type UnlockedGameweek, useCurrentGameweek } from '../features/gameweek/index.ts';
import { useGameweekAccess } from '../features/gameweek-access/index.ts';
import { PaidReturnNotice, usePaidReturn } from '../features/paid-session/index.ts';

/** The access answer as the gameweek list takes it. */
function unlockedOf(access: GameweekPredictionsResponse | null): UnlockedGameweek | null {
  if (!access?.has_access || !access.access_expires_at) return null;
  return {
    expiresAt: access.access_expires_at,
    fixtures: new Map(
      access.predictions.map((p) => [
        p.fixture_id,
        { predicted_outcome: p.predicted_outcome, display_home_goals: p.display_home_goals ?? null, display_away_goals: p.display_away_goals ?? null },
      ]),
    ),
  };
}

export default function HomePage() {
  const paidReturn = usePaidReturn();
  const { state, reload } = useCurrentGameweek();
  const checkout = useCheckout();
  const info = state.status === 'loaded' ? state.gameweek.gameweek_info : null;
  const access = useGameweekAccess(info, paidReturn.status === 'activated' ? paidReturn.activations : 0);
  const unlocked = useMemo(() => unlockedOf(access), [access]);
  const accuracy = useAccuracyHeadline();

  return (
    <Page className="pr-home">
      <title>Scoreline - Premier League Predictions</title>
      <meta
        name="description"
        content={`Predicted outcomes for every Premier League fixture this gameweek. Unlock exact scores and probabilities for ${PRICE_TEXT}.`}
      />
      <Hero />
      <PaidReturnNotice paidReturn={paidReturn} />
      <GameweekSection
        state={state}
        onRetry={reload}
        priceText={PRICE_TEXT}
        unlocking={checkout.processing}
        onUnlock={() => void checkout.start(gameweekCheckoutRequest())}
        unlocked={unlocked}
      />
      <FooterStrip priceText={PRICE_TEXT} accuracy={accuracy} />
    </Page>
  );
}
