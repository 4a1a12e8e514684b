// The sandboxes' page-level outcome line (a weight set saved, a promotion refused), one for both.
export interface NoticeMessage {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** The page's latest outcome: successes announced politely, failures as alerts. */
export function Notice({ notice }: { readonly notice: NoticeMessage | null }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p className={`sl-notice sl-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
