// The local test checkout page (server-rendered HTML, no script). It says in large letters that it
// is a test, so nobody mistakes it for a real payment page.
import { GAMEWEEK_PRICE_TEXT } from '@scoreline/contracts';
import type { Purchase } from '../domain/purchase.ts';

export const TEST_MODE_LABEL = 'TEST MODE — no real payment';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

export interface TestCheckoutView {
  readonly purchase: Purchase;
  /** Where the form posts (this page's own origin). */
  readonly payAction: string;
  readonly sessionToken: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  .banner { background: #b91c1c; color: #fff; font-weight: 800; font-size: 1.4rem; text-align: center; padding: 1rem; letter-spacing: .04em; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  button { width: 100%; font-size: 1.1rem; padding: .8rem; border: 0; border-radius: .5rem; background: #15803d; color: #fff; cursor: pointer; }
  .note { color: #52525b; font-size: .9rem; }
  a { color: #1d4ed8; }
`;

export function renderTestCheckoutPage(view: TestCheckoutView): string {
  const { purchase } = view;
  const price = GAMEWEEK_PRICE_TEXT;
  const paid = purchase.state === 'paid';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEST_MODE_LABEL)} · Scoreline checkout</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="alert">${escapeHtml(TEST_MODE_LABEL)}</div>
<main>
  <h1>Scoreline premium</h1>
  <p>Every prediction of gameweek ${purchase.gameweek}, season ${escapeHtml(purchase.season)}: exact scores and probabilities.</p>
  <p class="price">${escapeHtml(price)}</p>
  <p class="note">This page stands in for the card provider's hosted checkout on a development machine.
  No card is asked for and no money moves; paying sends the same signed webhook a real payment would.</p>
  ${paid ? '<p><strong>This checkout is already paid.</strong></p>' : ''}
  <form method="post" action="${escapeHtml(view.payAction)}">
    <input type="hidden" name="session_token" value="${escapeHtml(view.sessionToken)}">
    <button type="submit">${paid ? 'Return to Scoreline' : `Pay ${escapeHtml(price)}`}</button>
  </form>
  <p class="note"><a href="${escapeHtml(purchase.cancel_url)}">Cancel and return to Scoreline</a></p>
</main>
</body>
</html>
`;
}

/**
 * After Pay: back to the site with the token. A page that navigates itself rather than a 303,
 * because a redirect's Location header is written to the request log line, token and all; the
 * body is not. The link is there for a browser that ignores the refresh.
 */
export function renderTestCheckoutReturnPage(successUrl: string): string {
  const target = escapeHtml(successUrl);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEST_MODE_LABEL)} · payment complete</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="alert">${escapeHtml(TEST_MODE_LABEL)}</div>
<main>
  <h1>Payment complete</h1>
  <p><a href="${target}">Return to Scoreline</a></p>
</main>
</body>
</html>
`;
}
