// The payment button's states (docs/product.md §4): idle, processing (disabled, 'Processing...'), then
// the redirect to the provider's checkout; any failure returns to idle with an alert.
import { useCallback, useEffect, useState } from 'react';
import type { CreateCheckoutSessionRequest } from '@scoreline/contracts';
import { browserNavigation } from '../../../utils/browser-navigation.ts';
import { createCheckoutSession } from '../api/create-checkout-session.ts';

export const PAYMENT_FAILED_ALERT = 'An error occurred while setting up payment. Please try again.';

export interface Checkout {
  readonly processing: boolean;
  start(request: CreateCheckoutSessionRequest): Promise<void>;
}

export function useCheckout(): Checkout {
  const [processing, setProcessing] = useState(false);

  // Coming back from the checkout with the browser's Back button restores this page from the
  // back/forward cache, still 'Processing...'; a restored page starts idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (request: CreateCheckoutSessionRequest) => {
    setProcessing(true);
    try {
      const url = await createCheckoutSession(request);
      // Stays 'Processing...' while the browser leaves for the checkout.
      browserNavigation.assign(url);
    } catch (error) {
      console.error(error);
      window.alert(PAYMENT_FAILED_ALERT);
      setProcessing(false);
    }
  }, []);

  return { processing, start };
}
