export { getDiagnostic } from './api/get-diagnostic.ts';
export { DiagnosticPanel } from './components/diagnostic-panel.tsx';
