// The paid-session feature's public surface for the exposed pages.
export { PaidReturnNotice } from './components/paid-return-notice.tsx';
export { PAYMENT_NOT_CONFIRMED, PAYMENT_SUCCESS_ALERT, usePaidReturn } from './hooks/use-paid-return.ts';
export type { PaidReturn } from './hooks/use-paid-return.ts';
