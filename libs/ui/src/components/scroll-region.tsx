import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface ScrollRegionProps {
  /** What scrolls, for screen readers and the keyboard ('Season by season table'). */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * Something wider than a phone (a table, a code block) that scrolls sideways inside its own box
 * instead of widening the page: focusable, so the keyboard can scroll it (axe
 * scrollable-region-focusable), named, and shaded at the edge that hides more, so a reader sees
 * there is more to it (styles.css `.sl-scroll-region`).
 */
export function ScrollRegion({ label, children, className }: ScrollRegionProps) {
  return (
    <div className={cx('sl-scroll-region', className)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
