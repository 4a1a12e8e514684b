export { AuthGates, ControlsLocked } from './components/auth-gates.tsx';
export { useAdminAuth } from './hooks/use-admin-auth.ts';
export type { AdminAuth } from './hooks/use-admin-auth.ts';
