export { GeneratedSourcePanel } from './components/generated-source-panel.tsx';
