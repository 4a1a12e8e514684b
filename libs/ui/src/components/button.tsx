import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';

/** `danger`: an action that rewrites or deletes stored data (a migration, a recalculation of every prediction). */
export type ButtonVariant = 'primary' | 'premium' | 'secondary' | 'ghost' | 'danger';

/** The button look for elements that are not buttons (router links styled as buttons). */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return cx('sl-button', `sl-button--${variant}`, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Disables the button and marks it busy, so a second click cannot start a second payment. */
  readonly busy?: boolean;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
