import { useId, type ReactNode } from 'react';
import { cx } from './cx.ts';

export interface MessagePanelProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** Buttons or links under the text. */
  readonly actions?: ReactNode;
  /** 'error' is announced as an alert; 'empty' is a quiet note. */
  readonly tone?: 'error' | 'empty' | 'info';
  /** 1 when the panel is the whole page (a 404, an error page), so the page has its h1. */
  readonly headingLevel?: 1 | 2 | 3;
}

/** The one look of error, empty and "not available" states across the site. */
export function MessagePanel({
  title,
  children,
  actions,
  tone = 'info',
  headingLevel = 2,
}: MessagePanelProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx('sl-panel', `sl-panel--${tone}`)}
      role={tone === 'error' ? 'alert' : undefined}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="sl-panel__title">
        {title}
      </Heading>
      {children ? <div className="sl-panel__body">{children}</div> : null}
      {actions ? <div className="sl-panel__actions">{actions}</div> : null}
    </section>
  );
}
