export { SmartRoundingMigrationSection } from './components/smart-rounding-migration-section.tsx';
