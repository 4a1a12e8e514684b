export { WeightsEditorSection } from './components/weights-editor-section.tsx';
