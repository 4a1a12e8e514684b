export { LiveSeasonSection } from './components/live-season-section.tsx';
