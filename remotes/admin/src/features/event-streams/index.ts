export { EventStreamsSection } from './components/event-streams-section.tsx';
