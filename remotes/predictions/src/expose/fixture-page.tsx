// Exposed as `predictions/./FixturePage` (route /fixture/:fixtureId): one fixture's prediction and
// its unlock, composed from the features.
import { useParams } from 'react-router-dom';
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import { PRICE_TEXT } from '../config/price.ts';
import { fixtureCheckoutRequest, useCheckout } from '../features/checkout/index.ts';
import { FixturePredictionView, usePrediction } from '../features/fixture/index.ts';

export default function FixturePage() {
  const { fixtureId } = useParams();
  const state = usePrediction(fixtureId);
  const checkout = useCheckout();

  return (
    <Page className="pr-fixture">
      <FixturePredictionView
        state={state}
        priceText={PRICE_TEXT}
        processing={checkout.processing}
        onUnlock={(id) => void checkout.start(fixtureCheckoutRequest(id))}
      />
    </Page>
  );
}
