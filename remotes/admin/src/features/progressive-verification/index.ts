export { ProgressiveVerificationSection } from './components/progressive-verification-section.tsx';
