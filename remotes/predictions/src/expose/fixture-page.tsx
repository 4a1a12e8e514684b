// Exposed as `predictions/./FixturePage` (route /fixture/:fixtureId): one fixture's prediction and
// its unlock, composed from the features. A checkout started here returns here, paid: the page
// activates the token and loads the prediction again, unlocked.
import { useParams } from 'react-router-dom';
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import { PRICE_TEXT } from '../config/price.ts';
import { fixtureCheckoutRequest, useCheckout } from '../features/checkout/index.ts';
import { FixturePredictionView, usePrediction } from '../features/fixture/index.ts';
import { PaidReturnNotice, usePaidReturn } from '../features/paid-session/index.ts';

export default function FixturePage() {
  const { fixtureId } = useParams();
  const paidReturn = usePaidReturn();
  const state = usePrediction(fixtureId, paidReturn.status === 'activated' ? paidReturn.activations : 0);
  const checkout = useCheckout();

  return (
    <Page className="pr-fixture">
      <PaidReturnNotice paidReturn={paidReturn} />
      <FixturePredictionView
        state={state}
        priceText={PRICE_TEXT}
        processing={checkout.processing}
        onUnlock={(id) => void checkout.start(fixtureCheckoutRequest(id))}
      />
    </Page>
  );
}
