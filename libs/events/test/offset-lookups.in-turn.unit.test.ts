// The admin's offset reads run one at a time (offset-lookups.ts says why): a fake admin records how
// many of its calls are under way at once while a burst of reads is asked together.
import type { Admin } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { offsetLookupsOf } from '../src/offset-lookups.ts';

function recordingAdmin() {
  let running = 0;
  const seen = { most: 0, calls: [] as string[] };
  const call = async <T>(name: string, answer: T): Promise<T> => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    seen.calls.push(name);
    await new Promise((resolve) => setTimeout(resolve, 2));
    running -= 1;
    if (name === 'fetchTopicOffsets:broken') throw new Error('broker said no');
    return answer;
  };
  const admin = {
    fetchTopicOffsets: (topic: string) => call(`fetchTopicOffsets:${topic}`, [{ partition: 0, offset: '5', high: '5', low: '0' }]),
    fetchTopicOffsetsByTimestamp: (topic: string) => call(`fetchTopicOffsetsByTimestamp:${topic}`, [{ partition: 0, offset: '3' }]),
    fetchOffsets: ({ groupId }: { groupId: string }) => call(`fetchOffsets:${groupId}`, []),
    listGroups: () => call('listGroups', { groups: [] }),
  } as unknown as Admin;
  return { admin, seen };
}

describe('offset lookups', () => {
  it('runs the reads of one admin in turn, each answered with its own result', async () => {
    const { admin, seen } = recordingAdmin();
    const lookups = offsetLookupsOf(admin);
    const answers = await Promise.all([
      lookups.fetchTopicOffsets('a'),
      lookups.fetchTopicOffsetsByTimestamp('b', 1000),
      lookups.fetchOffsets({ groupId: 'g', topics: ['a'] }),
      lookups.listGroups(),
      lookups.fetchTopicOffsets('c'),
    ]);
    expect(seen.most).toBe(1);
    expect(seen.calls).toEqual(['fetchTopicOffsets:a', 'fetchTopicOffsetsByTimestamp:b', 'fetchOffsets:g', 'listGroups', 'fetchTopicOffsets:c']);
    expect(answers[0]).toEqual([{ partition: 0, offset: '5', high: '5', low: '0' }]);
    expect(answers[3]).toEqual({ groups: [] });
  });

  it('shares one queue between everyone holding the same admin, and a failed read does not stop the next', async () => {
    const { admin, seen } = recordingAdmin();
    const results = await Promise.allSettled([
      offsetLookupsOf(admin).fetchTopicOffsets('broken'),
      offsetLookupsOf(admin).fetchTopicOffsets('after'),
    ]);
    expect(offsetLookupsOf(admin)).toBe(offsetLookupsOf(admin));
    expect(seen.most).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('lets two admin clients read side by side', async () => {
    const first = recordingAdmin();
    const second = recordingAdmin();
    await Promise.all([offsetLookupsOf(first.admin).fetchTopicOffsets('a'), offsetLookupsOf(second.admin).fetchTopicOffsets('a')]);
    expect(offsetLookupsOf(first.admin)).not.toBe(offsetLookupsOf(second.admin));
  });
});
