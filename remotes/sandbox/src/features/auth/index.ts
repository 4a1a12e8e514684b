export { AdminGate } from './components/admin-gate.tsx';
export type { AdminGateProps } from './components/admin-gate.tsx';
export { useAdminSession } from './hooks/use-admin-session.ts';
export type { AdminSession } from './hooks/use-admin-session.ts';
