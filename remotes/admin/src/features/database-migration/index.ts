export { DatabaseMigrationSection } from './components/database-migration-section.tsx';
