import { failureMessage } from '@scoreline/api-client';
import { useState } from 'react';
import type { DeadLettersPage, DeadLetterSummary, StreamTopic } from '@scoreline/contracts';
import { DEAD_LETTERS_LISTED } from '@scoreline/contracts/constants';
import { Button } from '@scoreline/ui';

/** When it happened, to the second (operators compare it with logs). */
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

export interface DeadLettersProps {
  readonly topics: readonly StreamTopic[];
  readonly onReplay: (letter: DeadLetterSummary) => void;
  /** The page of a topic's letters after `before` (GET /api/streams/{topic}/dead-letters). */
  readonly loadOlder: (topic: string, before: string) => Promise<DeadLettersPage>;
}

/** The older letters shown for a topic, and where the next page starts (null: none left). */
type Older = { readonly letters: readonly DeadLetterSummary[]; readonly next: string | null };

/**
 * The topics with dead letters: the depth and the newest letters, each replayable once, and older
 * ones a page at a time, down to the last the gateway keeps.
 */
export function DeadLetters({ topics, onReplay, loadOlder }: DeadLettersProps) {
  const [older, setOlder] = useState<Readonly<Record<string, Older>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const withLetters = topics.filter((topic) => topic.dlq_depth > 0 || topic.dead_letters.length > 0);

  async function showOlder(topic: string, before: string) {
    try {
      const page = await loadOlder(topic, before);
      setFailure(null);
      setOlder((shown) => ({ ...shown, [topic]: { letters: [...(shown[topic]?.letters ?? []), ...page.dead_letters], next: page.next_before } }));
    } catch (error) {
      console.error(error);
      setFailure(`Older letters of ${topic} could not be loaded: ${failureMessage(error)}`);
    }
  }

  return (
    <div className="ad-streams__part">
      <h3 className="ad-subtitle">Dead letters</h3>
      {withLetters.length === 0 ? (
        <p className="ad-note">No dead letters: every event was handled.</p>
      ) : (
        withLetters.map((topic) => {
          const more = older[topic.topic];
          const letters = [...topic.dead_letters, ...(more?.letters ?? [])];
          // The overview lists the newest few; a full list may have older ones behind it.
          const next = more ? more.next : topic.dead_letters.length >= DEAD_LETTERS_LISTED ? (topic.dead_letters.at(-1)?.id ?? null) : null;
          return (
          <div key={topic.topic} className="ad-streams__dlq">
            <h4>
              {topic.topic}.dlq: depth {topic.dlq_depth}
            </h4>
            <ul className="ad-list" aria-label={`Dead letters of ${topic.topic}`}>
              {letters.map((letter) => (
                <li key={letter.id} className="ad-streams__letter">
                  <dl className="ad-streams__facts">
                    <div>
                      <dt>Error</dt>
                      <dd>{letter.error}</dd>
                    </div>
                    <div>
                      <dt>Payload</dt>
                      <dd>
                        <code>{letter.payload_excerpt || '(empty)'}</code>
                      </dd>
                    </div>
                    <div>
                      <dt>Correlation id</dt>
                      <dd>
                        <code>{letter.correlation_id ?? 'none'}</code>
                      </dd>
                    </div>
                    <div>
                      <dt>When</dt>
                      <dd>
                        <time dateTime={letter.failed_at}>{formatDateTime(letter.failed_at)}</time> ({letter.reason === 'poison' ? 'unreadable' : `${letter.attempts} attempts`}, {letter.group})
                      </dd>
                    </div>
                  </dl>
                  {letter.replay ? (
                    <p className="ad-note">
                      Replayed by {letter.replay.replayed_by} at{' '}
                      <time dateTime={letter.replay.replayed_at}>{formatDateTime(letter.replay.replayed_at)}</time>
                    </p>
                  ) : (
                    <Button variant="secondary" onClick={() => onReplay(letter)} aria-label={`Replay dead letter ${letter.id} of ${topic.topic}`}>
                      Replay
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {next ? (
              <Button variant="secondary" onClick={() => void showOlder(topic.topic, next)} aria-label={`Show older dead letters of ${topic.topic}`}>
                Show older letters
              </Button>
            ) : null}
          </div>
          );
        })
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
