// The paid-session feature's public surface for the exposed pages.
export { PAYMENT_SUCCESS_ALERT, SESSION_TOKEN_PARAM, usePaidReturn } from './hooks/use-paid-return.ts';
