// The accuracy-headline feature's public surface for the exposed home page.
export { useAccuracyHeadline } from './hooks/use-accuracy-headline.ts';
