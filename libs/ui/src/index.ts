// Public entry of @scoreline/ui: the shared components and the one stylesheet that give the shell
// and every remote the same look. Importing anything from here loads the stylesheet, so a remote
// rendered alone (its own dev server, or through federation) is styled without help from the shell.
import './styles.css';

export { Badge, PremiumBadge } from './components/badge.tsx';
export type { BadgeProps, BadgeTone } from './components/badge.tsx';
export { Button, buttonClassName } from './components/button.tsx';
export type { ButtonProps, ButtonVariant } from './components/button.tsx';
export { Card } from './components/card.tsx';
export type { CardProps } from './components/card.tsx';
export { cx } from './components/cx.ts';
export { MessagePanel } from './components/message-panel.tsx';
export type { MessagePanelProps } from './components/message-panel.tsx';
export { Page } from './components/page.tsx';
export type { PageProps } from './components/page.tsx';
export { ProbabilityBar } from './components/probability-bar.tsx';
export type { ProbabilityBarProps } from './components/probability-bar.tsx';
export { ScrollRegion } from './components/scroll-region.tsx';
export type { ScrollRegionProps } from './components/scroll-region.tsx';
export { Spinner } from './components/spinner.tsx';
export type { SpinnerProps } from './components/spinner.tsx';
export { useDialogFocus } from './components/use-dialog-focus.ts';
