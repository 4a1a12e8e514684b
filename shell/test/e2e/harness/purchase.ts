// A purchase made in the page, as in purchase.real-backend.test.ts but without its assertions: for
// tests that need an unlocked gameweek (screenshots) on the real backend.
import type { Page } from 'playwright-core';

/** From a locked fixture page: unlock, pay on the TEST MODE checkout, accept the alert, back on that fixture page. */
export async function buyGameweekFromFixturePage(page: Page, gateway: string, fixtureId: number): Promise<void> {
  await page.goto(`${gateway}/fixture/${fixtureId}`);
  await page.getByRole('button', { name: 'Unlock for £9.99' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/payment/test-checkout/'));
  const alert = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Pay £9.99' }).click();
  const dialog = await alert;
  const message = dialog.message();
  await dialog.accept();
  if (message !== 'Payment successful! Your predictions are now unlocked.') {
    throw new Error(`the paid return said "${message}"`);
  }
  await page.waitForURL((url) => url.pathname === `/fixture/${fixtureId}` && !url.searchParams.has('session_token'));
}
