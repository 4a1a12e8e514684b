import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEAD_LETTERS_LISTED, type EventStreamsResponse } from '@scoreline/contracts';
import { anEventStreams } from '../../../testing/data/event-streams.ts';
import { fakeApi, json, pending } from '../../../testing/fake-api.ts';
import { TOKEN, renderAdmin } from '../../../testing/render.tsx';
import { EventStreamsSection } from '../components/event-streams-section.tsx';

const REPLAY = 'POST /api/streams/:topic/dead-letters/:id/replay';
const replayed = { topic: 'payment.completed', id: '1-0', correlation_id: 'req-7f3a', replayed_at: '2026-11-24T19:00:03.000Z', replayed_by: 'admin' };

/** The same figures once the letter was replayed: depth 0, the letter marked. */
function afterReplay(): EventStreamsResponse {
  const data = anEventStreams();
  const [topic] = data.topics;
  if (!topic) throw new Error('no topic');
  topic.dlq_depth = 0;
  topic.dead_letters = topic.dead_letters.map((l) => ({ ...l, replay: { replayed_at: replayed.replayed_at, replayed_by: 'admin' } }));
  return { ...data, dlq_depth_total: 0 };
}

describe('Event Streams', () => {
  it('says it is loading until the first figures arrive', async () => {
    fakeApi({ 'GET /api/streams': () => pending() });
    renderAdmin(<EventStreamsSection token={TOKEN} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading event streams...');
  });

  it('shows throughput with a chart per active topic, lag per group and the dead letters', async () => {
    const api = fakeApi({ 'GET /api/streams': () => json(anEventStreams()) });
    renderAdmin(<EventStreamsSection token={TOKEN} />);
    const throughput = await screen.findByRole('table', { name: /Events per topic in the last 60 seconds/ });
    const payment = within(throughput).getByRole('row', { name: /payment\.completed/ });
    expect(payment).toHaveTextContent('payment.completed371');
    const chart = screen.getByRole('figure', { name: 'payment.completed: events per 10 s' });
    expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    expect(within(chart).getByRole('table')).toHaveTextContent('30 s ago4');
    // the idle topic has a row but no chart
    expect(within(throughput).getByRole('row', { name: /weights\.promoted/ })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /weights\.promoted/ })).toBeNull();

    const lag = screen.getByRole('table', { name: /per consumer group and partition/ });
    expect(within(lag).getByRole('row', { name: /prediction\.access/ })).toHaveTextContent(
      'payment.completed / 0: 2, payment.completed / 1: 0',
    );

    expect(screen.getByRole('heading', { name: 'payment.completed.dlq: depth 1' })).toBeInTheDocument();
    const letters = screen.getByRole('list', { name: 'Dead letters of payment.completed' });
    expect(letters).toHaveTextContent('no purchase recorded for this token hash');
    expect(letters).toHaveTextContent('{"token_hash":"cccc","season":"2025-26","gameweek":12}');
    expect(letters).toHaveTextContent('req-7f3a');
    expect(letters).toHaveTextContent('24 Nov 2026, 18:59:30');
    expect(letters).toHaveTextContent('5 attempts, prediction.access');
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says so when nothing flowed, no group committed and nothing was dead-lettered', async () => {
    const quiet = anEventStreams();
    fakeApi({
      'GET /api/streams': () =>
        json({
          ...quiet,
          dlq_depth_total: 0,
          groups: [],
          topics: quiet.topics.map((t) => ({ ...t, throughput_last_minute: 0, throughput_series: t.throughput_series.map((b) => ({ ...b, events: 0 })), dlq_depth: 0, dead_letters: [] })),
        }),
    });
    renderAdmin(<EventStreamsSection token={TOKEN} />);
    expect(await screen.findByText('No events in the last minute.')).toBeInTheDocument();
    expect(screen.getByText('No consumer group has committed an offset yet.')).toBeInTheDocument();
    expect(screen.getByText('No dead letters: every event was handled.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows the server detail when the figures cannot be read', async () => {
    fakeApi({ 'GET /api/streams': () => json({ detail: 'Kafka broker unreachable at 127.0.0.1:9092' }, 503) });
    renderAdmin(<EventStreamsSection token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kafka broker unreachable at 127.0.0.1:9092');
  });

  it('updates by polling and keeps the last figures, marked, when a poll fails', async () => {
    // Each poll after the first waits for the test to let it answer, so every state is seen.
    const gates: Array<() => void> = [];
    const nextPoll = () => new Promise<void>((resolve) => gates.push(resolve));
    let calls = 0;
    fakeApi({
      'GET /api/streams': async () => {
        const call = ++calls;
        if (call === 1) return json(anEventStreams());
        await nextPoll();
        if (call === 2) return json(afterReplay());
        throw new TypeError('Failed to fetch');
      },
    });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={40} />);
    expect(await screen.findByRole('heading', { name: 'payment.completed.dlq: depth 1' })).toBeInTheDocument();
    await waitFor(() => expect(gates).toHaveLength(1));
    gates[0]?.();
    expect(await screen.findByRole('heading', { name: 'payment.completed.dlq: depth 0' })).toBeInTheDocument();
    await waitFor(() => expect(gates).toHaveLength(2));
    gates[1]?.();
    expect(await screen.findByText(/^Showing figures from/)).toHaveTextContent('Showing figures from 19:00:00: Failed to load event streams');
    expect(screen.getByRole('heading', { name: 'payment.completed.dlq: depth 0' })).toBeInTheDocument();
  });

  it('replays a dead letter after the confirmation, then shows it replayed and the depth 0', async () => {
    let replays = 0;
    const api = fakeApi({
      'GET /api/streams': () => json(replays === 0 ? anEventStreams() : afterReplay()),
      [REPLAY]: () => {
        replays += 1;
        return json(replayed);
      },
    });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={60_000} />);
    const button = await screen.findByRole('button', { name: 'Replay dead letter 1-0 of payment.completed' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Replay dead letter?' });
    expect(dialog).toHaveTextContent('goes back to payment.completed with correlation id req-7f3a');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Replayed dead letter 1-0 to payment.completed (correlation id req-7f3a)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'payment.completed.dlq: depth 0' })).toBeInTheDocument();
    expect(screen.getByText(/^Replayed by admin at/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Replay dead letter/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/streams/payment.completed/dead-letters/1-0/replay');
    expect(post?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('replays nothing when the confirmation is cancelled or escaped', async () => {
    const api = fakeApi({ 'GET /api/streams': () => json(anEventStreams()), [REPLAY]: () => json(replayed) });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={60_000} />);
    const button = await screen.findByRole('button', { name: 'Replay dead letter 1-0 of payment.completed' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server detail when the replay is refused', async () => {
    fakeApi({
      'GET /api/streams': () => json(anEventStreams()),
      [REPLAY]: () => json({ detail: 'Dead letter 1-0 on payment.completed.dlq was already replayed by admin at 2026-11-24T19:00:03.000Z' }, 409),
    });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={60_000} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Replay dead letter 1-0 of payment.completed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Replay failed: Dead letter 1-0 on payment.completed.dlq was already replayed by admin');
  });
});

describe('Event Streams: older dead letters', () => {
  /** The overview listing a full page of the newest letters, `1-0` … `1-4`, the last one the oldest. */
  function fullOverview(): EventStreamsResponse {
    const data = anEventStreams();
    const [topic] = data.topics;
    const [letter] = topic?.dead_letters ?? [];
    if (!topic || !letter) throw new Error('no letter');
    topic.dead_letters = Array.from({ length: DEAD_LETTERS_LISTED }, (_, i) => ({ ...letter, id: `1-${10 - i}`, correlation_id: `req-new-${i}` }));
    topic.dlq_depth = 8;
    return data;
  }
  const pageOf = (ids: readonly number[], next: string | null) => {
    const [letter] = anEventStreams().topics[0]?.dead_letters ?? [];
    if (!letter) throw new Error('no letter');
    return { topic: 'payment.completed', dead_letters: ids.map((id) => ({ ...letter, id: `1-${id}`, correlation_id: `req-old-${id}` })), next_before: next, total: 8 };
  };

  it('pages through the older letters of a topic until none is left', async () => {
    const api = fakeApi({
      'GET /api/streams': () => json(fullOverview()),
      'GET /api/streams/:topic/dead-letters': (request) =>
        json(request.url.searchParams.get('before') === '1-6' ? pageOf([5, 4], '1-4') : pageOf([3], null)),
    });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={60_000} />);
    const letters = await screen.findByRole('list', { name: 'Dead letters of payment.completed' });
    expect(within(letters).getAllByRole('listitem')).toHaveLength(DEAD_LETTERS_LISTED);
    await userEvent.click(screen.getByRole('button', { name: 'Show older dead letters of payment.completed' }));
    await waitFor(() => expect(within(letters).getAllByRole('listitem')).toHaveLength(DEAD_LETTERS_LISTED + 2));
    expect(letters).toHaveTextContent('req-old-4');
    await userEvent.click(screen.getByRole('button', { name: 'Show older dead letters of payment.completed' }));
    await waitFor(() => expect(within(letters).getAllByRole('listitem')).toHaveLength(DEAD_LETTERS_LISTED + 3));
    expect(screen.queryByRole('button', { name: /Show older dead letters/ })).toBeNull();
    const pages = api.requests.filter((r) => r.path.endsWith('/dead-letters'));
    expect(pages.map((r) => r.url.search)).toEqual(['?before=1-6', '?before=1-4']);
    expect(pages[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('offers no older letters when the overview lists fewer than a full page', async () => {
    fakeApi({ 'GET /api/streams': () => json(anEventStreams()) });
    renderAdmin(<EventStreamsSection token={TOKEN} pollMs={60_000} />);
    await screen.findByRole('list', { name: 'Dead letters of payment.completed' });
    expect(screen.queryByRole('button', { name: /Show older dead letters/ })).toBeNull();
  });
});
