import type { ReactNode } from 'react';

export interface ModalProps {
  /** The id of the dialog's heading, which names it. */
  readonly titleId: string;
  /** The id of the text that says what the dialog asks, when there is one. */
  readonly describedBy?: string;
  /** 'wide' for a detail to read (top of the screen, scrolls), 'narrow' for a question (centred). */
  readonly size?: 'wide' | 'narrow';
  /** Called on a click outside the dialog; without it such a click does nothing (a confirmation must be answered). */
  readonly onBackdropClick?: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog in the page over a dimmed backdrop. Focus and Escape are the caller's, through
 * useDialogFocus from @scoreline/ui, since it knows which button takes the focus first.
 */
export function Modal({ titleId, describedBy, size = 'wide', onBackdropClick, children }: ModalProps) {
  return (
    <div
      className={size === 'narrow' ? 'sl-modal sl-modal--narrow' : 'sl-modal'}
      role="presentation"
      onClick={onBackdropClick ? (event) => event.target === event.currentTarget && onBackdropClick() : undefined}
    >
      <div className="sl-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy}>
        {children}
      </div>
    </div>
  );
}
