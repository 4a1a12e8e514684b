export { ProgressiveBacktestSection } from './components/progressive-backtest-section.tsx';
