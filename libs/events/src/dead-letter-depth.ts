// The one definition of "DLQ depth" (docs/engineering.md, "Event streams"), used by the gauge
// scoreline_dead_letter_depth and by the admin panel's Event Streams section alike: the letters a
// `<topic>.dlq` holds now (each partition's end offset minus its start offset, from the broker)
// less those of them already replayed. A replay of a letter the broker no longer holds (deleted by
// retention) no longer counts against the depth.

/** One partition of a `<topic>.dlq`: the broker's earliest retained and next offsets. */
export interface DeadLetterPartitionRange {
  partition: number;
  low: number;
  high: number;
}

/** Where a replayed letter sits on the `<topic>.dlq`. */
export interface DeadLetterPosition {
  partition: number;
  offset: number;
}

export function deadLetterDepth(
  ranges: readonly DeadLetterPartitionRange[],
  replayed: Iterable<DeadLetterPosition>,
): number {
  const byPartition = new Map(ranges.map((range) => [range.partition, range]));
  let depth = ranges.reduce((sum, range) => sum + Math.max(0, range.high - range.low), 0);
  for (const letter of replayed) {
    const range = byPartition.get(letter.partition);
    if (range && letter.offset >= range.low && letter.offset < range.high) depth -= 1;
  }
  return Math.max(0, depth);
}

/** `<partition>-<offset>`: a letter's id in URLs and in the replay record. */
export function deadLetterIdOf(position: DeadLetterPosition): string {
  return `${position.partition}-${position.offset}`;
}

export function positionOfDeadLetterId(id: string): DeadLetterPosition {
  const [partition, offset] = id.split('-').map(Number);
  return { partition: partition ?? -1, offset: offset ?? -1 };
}
