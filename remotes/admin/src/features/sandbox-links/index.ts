export { SandboxLinksSection } from './components/sandbox-links-section.tsx';
