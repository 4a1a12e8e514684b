import { Button, MessagePanel } from '@scoreline/ui';
import { PAYMENT_NOT_CONFIRMED, type PaidReturn } from '../hooks/use-paid-return.ts';

/** What the page says about a paid return that did not activate: why, and a retry. Nothing otherwise. */
export function PaidReturnNotice({ paidReturn }: { readonly paidReturn: PaidReturn }) {
  if (paidReturn.status !== 'failed') return null;
  return (
    <MessagePanel tone="error" title={PAYMENT_NOT_CONFIRMED} actions={<Button onClick={paidReturn.retry}>Try again</Button>}>
      <p>{paidReturn.message}</p>
      <p>If you were charged, your payment is safe: try again in a moment, and your predictions unlock once it is confirmed.</p>
    </MessagePanel>
  );
}
