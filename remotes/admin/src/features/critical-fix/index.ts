export { CriticalFixSection } from './components/critical-fix-section.tsx';
