export { CalibrationSection } from './components/calibration-section.tsx';
