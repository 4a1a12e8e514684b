import { type RefObject, useEffect } from 'react';

/**
 * What an in-page modal dialog does with the keyboard (WAI-ARIA dialog pattern): focus starts on
 * `initial` (its Cancel or Close button), Escape calls `onClose`, and on closing focus goes back to
 * whatever had it before (the button that opened the dialog).
 */
export function useDialogFocus(initial: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [initial, onClose]);
}
