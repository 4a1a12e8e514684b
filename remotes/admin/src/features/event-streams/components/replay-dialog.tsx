import { useId, useRef } from 'react';
import type { DeadLetterSummary } from '@scoreline/contracts';
import { Button, useDialogFocus } from '@scoreline/ui';
import { Modal } from '@scoreline/ui/admin';

export interface ReplayDialogProps {
  readonly letter: DeadLetterSummary;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The confirmation before a replay: a modal dialog in the page (not window.confirm) so it can say
 * which event goes back to which topic. Focus starts on Cancel, Escape cancels, and focus returns
 * to the Replay button that opened it.
 */
export function ReplayDialog({ letter, busy, onConfirm, onCancel }: ReplayDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useDialogFocus(cancelRef, onCancel);

  return (
    <Modal titleId={titleId} describedBy={textId} size="narrow">
      <h3 id={titleId}>Replay dead letter?</h3>
      <p id={textId}>
        The original event goes back to <strong>{letter.topic}</strong> with correlation id{' '}
        <code>{letter.correlation_id ?? 'none'}</code>, and its consumers handle it again. A letter is replayed only
        once.
      </p>
      <div className="ad-actions">
        <Button onClick={onConfirm} busy={busy}>
          Replay
        </Button>
        <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
