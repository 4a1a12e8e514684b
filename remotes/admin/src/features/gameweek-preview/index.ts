export { GameweekPreviewSection } from './components/gameweek-preview-section.tsx';
