import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface PageProps {
  readonly children: ReactNode;
  readonly className?: string;
}

/** The centred, padded column every page sits in. */
export function Page({ children, className }: PageProps) {
  return <div className={cx('sl-page', className)}>{children}</div>;
}
