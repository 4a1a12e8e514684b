// Exposed as `predictions/./HomePage` (route /): the gameweek list, the paid return and the
// gameweek unlock, composed from the features.
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import { PRICE_TEXT } from '../config/price.ts';
import { gameweekCheckoutRequest, useCheckout } from '../features/checkout/index.ts';
import { FooterStrip, GameweekSection, Hero, useCurrentGameweek } from '../features/gameweek/index.ts';
import { usePaidReturn } from '../features/paid-session/index.ts';

export default function HomePage() {
  usePaidReturn();
  const { state, reload } = useCurrentGameweek();
  const checkout = useCheckout();

  return (
    <Page className="pr-home">
      <title>Scoreline - Premier League Predictions</title>
      <meta
        name="description"
        content={`Predicted outcomes for every Premier League fixture this gameweek. Unlock exact scores and probabilities for ${PRICE_TEXT}.`}
      />
      <Hero />
      <GameweekSection
        state={state}
        onRetry={reload}
        priceText={PRICE_TEXT}
        unlocking={checkout.processing}
        onUnlock={() => void checkout.start(gameweekCheckoutRequest())}
      />
      <FooterStrip priceText={PRICE_TEXT} />
    </Page>
  );
}
