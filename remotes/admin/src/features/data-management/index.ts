export { DataManagementSection } from './components/data-management-section.tsx';
