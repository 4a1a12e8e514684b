// DLQ depth is defined once (dead-letter-depth.ts): the letters a <topic>.dlq holds minus those
// replayed, where a replay only counts while the broker still holds its letter.
import { describe, expect, it } from 'vitest';
import { deadLetterDepth, deadLetterIdOf, positionOfDeadLetterId } from '../src/index.ts';

describe('DLQ depth', () => {
  const ranges = [
    { partition: 0, low: 0, high: 3 },
    { partition: 1, low: 5, high: 7 },
    { partition: 2, low: 4, high: 4 },
  ];

  it('counts every letter the broker holds when nothing was replayed', () => {
    expect(deadLetterDepth(ranges, [])).toBe(5);
  });

  it('leaves out replayed letters, once each', () => {
    expect(deadLetterDepth(ranges, [{ partition: 0, offset: 1 }, { partition: 1, offset: 6 }])).toBe(3);
  });

  it('ignores replays of letters the broker no longer holds or never held', () => {
    const gone = [
      { partition: 1, offset: 2 }, // before the partition's start: deleted by retention
      { partition: 0, offset: 3 }, // at the end offset: not written
      { partition: 9, offset: 0 }, // no such partition
    ];
    expect(deadLetterDepth(ranges, gone)).toBe(5);
  });

  it('writes and reads a letter id as <partition>-<offset>', () => {
    expect(deadLetterIdOf({ partition: 2, offset: 41 })).toBe('2-41');
    expect(positionOfDeadLetterId('2-41')).toEqual({ partition: 2, offset: 41 });
  });
});
