import { cx } from '@scoreline/ui';
import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';

/** A result or failure line. Errors are alerts; the others are polite status updates. */
export function Notice({ tone, children }: { readonly tone: NoticeTone; readonly children: ReactNode }) {
  return (
    <div className={cx('ad-notice', `ad-notice--${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A labelled figure in a result summary. */
export function Stat({ label, value }: { readonly label: string; readonly value: ReactNode }) {
  return (
    <div className="ad-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function Stats({ children }: { readonly children: ReactNode }) {
  return <dl className="ad-stats">{children}</dl>;
}
