export { getDiagnostic } from './api/get-diagnostic.ts';
export { DiagnosticPanel } from './components/diagnostic-panel.tsx';
export { DIAGNOSTIC_FAILED_TEXT, useDiagnostic } from './hooks/use-diagnostic.ts';
