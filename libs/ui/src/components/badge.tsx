import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BadgeTone = 'premium' | 'live' | 'home' | 'away' | 'draw' | 'neutral' | 'unlocked';

export interface BadgeProps {
  readonly tone?: BadgeTone;
  readonly children: ReactNode;
  readonly className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('sl-badge', `sl-badge--${tone}`, className)}>{children}</span>;
}

/** The gold marker of paid content, the same everywhere. */
export function PremiumBadge() {
  return <Badge tone="premium">PREMIUM</Badge>;
}
