import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  readonly as?: 'article' | 'section' | 'div' | 'li';
  readonly tone?: 'default' | 'premium' | 'danger';
  readonly children: ReactNode;
}

export function Card({ as: Tag = 'div', tone = 'default', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={cx('sl-card', tone !== 'default' && `sl-card--${tone}`, className)}>
      {children}
    </Tag>
  );
}
