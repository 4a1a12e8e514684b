import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, pending } from '../../../testing/fake-api.ts';
import { browserNavigation } from '../../../utils/browser-navigation.ts';
import { PAYMENT_FAILED_ALERT, useCheckout } from '../hooks/use-checkout.ts';

describe('useCheckout', () => {
  it('stays processing while the browser leaves for the checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/payment/create-session': () => json({ url: 'https://checkout.stripe.com/c/pay/cs_1' }) });
    const { result } = renderHook(() => useCheckout());

    await act(() => result.current.start({ fixture_id: 3 }));

    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(result.current.processing).toBe(true);
  });

  it('returns to idle with the alert on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/payment/create-session': () => json({ detail: 'nope' }, 400) });
    const { result } = renderHook(() => useCheckout());

    await act(() => result.current.start({ fixture_id: 3 }));

    expect(alert).toHaveBeenCalledWith(PAYMENT_FAILED_ALERT);
    expect(result.current.processing).toBe(false);
  });

  it('starts idle again when the page comes back from the back/forward cache', async () => {
    fakeApi({ 'POST /api/payment/create-session': pending });
    const { result } = renderHook(() => useCheckout());
    act(() => void result.current.start({ fixture_id: 3 }));
    await waitFor(() => expect(result.current.processing).toBe(true));

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(result.current.processing).toBe(false);
  });
});
