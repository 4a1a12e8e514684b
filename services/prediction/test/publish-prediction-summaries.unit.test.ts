// predictions.updated batching: by season (the partition key), at most 100 summaries an event, in
// one publishMany call, nothing at all when nothing changed.
import { describe, expect, it } from 'vitest';
import type { Publisher } from '../src/use-cases/ports.ts';
import { publishPredictionSummaries } from '../src/use-cases/publish-prediction-summaries.ts';

function recorder() {
  const calls: { topic: string; inputs: { data: { season: string; predictions: unknown[] }; correlationId?: string }[] }[] = [];
  const publisher = {
    async publish() {
      throw new Error('not used');
    },
    async publishMany(topic: string, inputs: never[]) {
      calls.push({ topic, inputs });
      return [];
    },
  } as unknown as Publisher;
  return { calls, publisher };
}

const summary = (id: number) => ({ fixture_id: String(id), predicted_outcome: 'draw' as const, has_prediction: true });

describe('publishPredictionSummaries', () => {
  it('groups by season and splits into events of 100', async () => {
    const { calls, publisher } = recorder();
    const summaries = [
      ...Array.from({ length: 250 }, (_, i) => ({ season: '2026-27', summary: summary(i + 1) })),
      ...Array.from({ length: 3 }, (_, i) => ({ season: '2025-26', summary: summary(1000 + i) })),
    ];
    expect(await publishPredictionSummaries({ summaries, correlationId: 'corr-1' }, { publisher })).toBe(4);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.topic).toBe('predictions.updated');
    expect(calls[0]!.inputs.map((i) => [i.data.season, i.data.predictions.length, i.correlationId])).toEqual([
      ['2025-26', 3, 'corr-1'],
      ['2026-27', 100, 'corr-1'],
      ['2026-27', 100, 'corr-1'],
      ['2026-27', 50, 'corr-1'],
    ]);
  });

  it('publishes nothing when nothing changed', async () => {
    const { calls, publisher } = recorder();
    expect(await publishPredictionSummaries({ summaries: [], correlationId: 'corr-2' }, { publisher })).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
