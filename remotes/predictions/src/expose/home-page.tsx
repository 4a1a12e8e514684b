// Exposed as `predictions/./HomePage` (route /): the gameweek list, the paid return and the
// gameweek unlock, composed from the features.
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import { PRICE_TEXT } from '../config/price.ts';
import { useAccuracyHeadline } from '../features/accuracy-headline/index.ts';
import { gameweekCheckoutRequest, useCheckout } from '../features/checkout/index.ts';
import { FooterStrip, GameweekSection, Hero, useCurrentGameweek, useUnlockedGameweek } from '../features/gameweek/index.ts';
import { useGameweekAccess } from '../features/gameweek-access/index.ts';
import { PaidReturnNotice, usePaidReturn } from '../features/paid-session/index.ts';

export default function HomePage() {
  const paidReturn = usePaidReturn();
  const { state, reload } = useCurrentGameweek();
  const checkout = useCheckout();
  const info = state.status === 'loaded' ? state.gameweek.gameweek_info : null;
  const access = useGameweekAccess(info, paidReturn.status === 'activated' ? paidReturn.activations : 0);
  const unlocked = useUnlockedGameweek(access);
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
