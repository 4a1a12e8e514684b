// The gameweek-access feature's public surface for the exposed home page.
export { useGameweekAccess } from './hooks/use-gameweek-access.ts';
