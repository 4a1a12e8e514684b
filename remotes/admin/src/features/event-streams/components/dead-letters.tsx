import type { DeadLetterSummary, StreamTopic } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';

/** When it happened, to the second (operators compare it with logs). */
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

export interface DeadLettersProps {
  readonly topics: readonly StreamTopic[];
  readonly onReplay: (letter: DeadLetterSummary) => void;
}

/** The topics with dead letters: the depth and the newest letters, each replayable once. */
export function DeadLetters({ topics, onReplay }: DeadLettersProps) {
  const withLetters = topics.filter((topic) => topic.dlq_depth > 0 || topic.dead_letters.length > 0);
  return (
    <div className="ad-streams__part">
      <h3 className="ad-subtitle">Dead letters</h3>
      {withLetters.length === 0 ? (
        <p className="ad-note">No dead letters: every event was handled.</p>
      ) : (
        withLetters.map((topic) => (
          <div key={topic.topic} className="ad-streams__dlq">
            <h4>
              {topic.topic}.dlq: depth {topic.dlq_depth}
            </h4>
            <ul className="ad-list" aria-label={`Dead letters of ${topic.topic}`}>
              {topic.dead_letters.map((letter) => (
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
          </div>
        ))
      )}
    </div>
  );
}
