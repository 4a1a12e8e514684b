// What both sandbox files wait for before reading the home page: the prediction worker has predicted
// every fixture of the current gameweek (the read models the sandboxes use are filled by then).
import { expect } from 'vitest';

export async function everyFixturePredicted(gateway: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${gateway}/api/fixtures/gameweek/current`);
        if (!answer.ok) return `HTTP ${answer.status}`;
        const { fixtures } = (await answer.json()) as { fixtures: { has_prediction: boolean }[] };
        return `${fixtures.filter((fixture) => fixture.has_prediction).length} of ${fixtures.length} predicted`;
      },
      { timeout: 240_000, interval: 2_000 },
    )
    .toMatch(/^([1-9]\d*) of \1 predicted$/);
}
