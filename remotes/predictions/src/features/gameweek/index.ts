// The gameweek feature's public surface for the exposed home page.
export { accuracyFigureText, FooterStrip } from './components/footer-strip.tsx';
export { GameweekSection } from './components/gameweek-section.tsx';
export { Hero } from './components/hero.tsx';
export { useCurrentGameweek } from './hooks/use-current-gameweek.ts';
export { useUnlockedGameweek } from './hooks/use-unlocked-gameweek.ts';
export type { GameweekState } from './hooks/use-current-gameweek.ts';
export type { PaidFixture, UnlockedGameweek } from './components/unlocked-gameweek.ts';
