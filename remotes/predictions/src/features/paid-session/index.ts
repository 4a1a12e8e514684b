// The paid-session feature's public surface for the exposed pages.
export { PAYMENT_SUCCESS_ALERT, usePaidReturn } from './hooks/use-paid-return.ts';
