export { verifyAdminPassword } from './api/auth.ts';
export { CrossSandboxGate } from './components/cross-sandbox-gate.tsx';
export { useCrossSandboxAuth } from './hooks/use-cross-sandbox-auth.ts';
