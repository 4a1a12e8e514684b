// The panel's side of the one admin session (the gate itself is libs/ui's AdminGate).
export { loadWithToken } from './api/load-with-token.ts';
export { ControlsLocked } from './components/controls-locked.tsx';
