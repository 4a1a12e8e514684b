import { failureMessage } from '@scoreline/api-client';
import { useCallback, useState } from 'react';
import type { DeadLetterSummary } from '@scoreline/contracts';
import { AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { getDeadLetters, replayDeadLetter } from '../api/stream-calls.ts';
import { useEventStreams } from '../hooks/use-event-streams.ts';
import { ConsumerLag } from './consumer-lag.tsx';
import { DeadLetters } from './dead-letters.tsx';
import { ReplayDialog } from './replay-dialog.tsx';
import { TopicThroughput } from './topic-throughput.tsx';

type ReplayOutcome = { readonly tone: 'success' | 'error'; readonly text: string };

/**
 * The operators' view of the event streams (docs/engineering.md, "Event streams"): throughput per
 * topic with a small chart, lag per consumer group, DLQ depth and the newest dead letters with a
 * Replay button, refreshed every few seconds. Every figure is read from Kafka by the gateway.
 */
export function EventStreamsSection({ token, pollMs }: { readonly token: string; readonly pollMs?: number }) {
  const { state, refresh } = useEventStreams(token, pollMs);
  const [confirming, setConfirming] = useState<DeadLetterSummary | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [outcome, setOutcome] = useState<ReplayOutcome | null>(null);
  const cancel = useCallback(() => setConfirming(null), []);

  async function replay(letter: DeadLetterSummary) {
    setReplaying(true);
    try {
      const done = await replayDeadLetter(token, letter.topic, letter.id);
      setOutcome({ tone: 'success', text: `Replayed dead letter ${done.id} to ${done.topic} (correlation id ${done.correlation_id ?? 'none'})` });
    } catch (error) {
      console.error(error);
      setOutcome({ tone: 'error', text: `Replay failed: ${failureMessage(error)}` });
    } finally {
      setReplaying(false);
      setConfirming(null);
      await refresh();
    }
  }

  return (
    <AdminSection
      title="Event Streams"
      description={
        <p>
          What flows through Kafka: events per topic in the last minute, how far each consumer group is behind, and the
          events no consumer could handle (dead letters). Updated every few seconds.
        </p>
      }
    >
      {state.status === 'loading' ? <p role="status">Loading event streams...</p> : null}
      {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
      {state.status === 'ready' ? (
        <div className="ad-result">
          {state.staleBecause ? (
            <Notice tone="warning">Showing figures from {new Date(state.data.generated_at).toLocaleTimeString('en-GB')}: {state.staleBecause}</Notice>
          ) : null}
          <Stats>
            <Stat label="Topics" value={state.data.topics.length} />
            <Stat label="Events, last minute" value={state.data.topics.reduce((sum, t) => sum + t.throughput_last_minute, 0)} />
            <Stat label="Consumer groups" value={state.data.groups.length} />
            <Stat label="DLQ depth" value={state.data.dlq_depth_total} />
          </Stats>
          {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
          <TopicThroughput topics={state.data.topics} windowSeconds={state.data.window_seconds} />
          <ConsumerLag groups={state.data.groups} />
          <DeadLetters topics={state.data.topics} onReplay={setConfirming} loadOlder={(topic, before) => getDeadLetters(token, topic, before)} />
        </div>
      ) : null}
      {confirming ? (
        <ReplayDialog letter={confirming} busy={replaying} onConfirm={() => void replay(confirming)} onCancel={cancel} />
      ) : null}
    </AdminSection>
  );
}
