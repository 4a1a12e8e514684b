// Independent deploys (docs/product.md, Architecture: "Modes"; README "Independent deploys"), each
// proven in the distributed mode (one stack for the file: every service and worker its own process
// from its build, the shell and the predictions remote on origins of their own, two replicas of the
// prediction worker):
//   - a remote rebuilt and published alone into a versioned folder, remotes.json switched, is what
//     the running shell shows on reload, with no shell rebuild;
//   - two replicas of the prediction worker share the access read model's partitions, both handle
//     events, and every payment is applied once;
//   - the prediction workers stopped, payments published meanwhile, restarted alone: the consumer
//     group resumes from its committed offsets and every one of those payments is applied.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { AssignerProtocol, type Admin } from 'kafkajs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER } from '@scoreline/contracts';
import { createEventBus, type EventBus } from '@scoreline/events';
import { hashSessionToken } from '@scoreline/service-kit';
import { silentLogger, waitUntil } from '@scoreline/test-support';
import { launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { viteBuild } from '@scoreline/test-support/build';
import { remoteDir } from '@scoreline/test-support/browser-suite';
import { buildDir, predictedGameweek, startTestStack, type TestStack } from './support/test-stack.ts';

// The prediction service's access read model: payment.completed → which token paid for which gameweek
// (services/prediction/src/workers/access-read-model-worker.ts, ACCESS_READ_MODEL_GROUP_ID).
const ACCESS_GROUP = 'prediction.access-read-model';
const TOPIC = 'payment.completed';

let running: TestStack;
let gateway: string;
let current: { season: string; gameweek: number; fixtureId: number };
let bus: EventBus;
let admin: Admin;

beforeAll(async () => {
  running = await startTestStack({ remotes: ['predictions'], predictionWorkers: 2 });
  gateway = running.stack.urls.gateway;
  const answer = await predictedGameweek(gateway);
  current = {
    season: answer.gameweek_info!.season,
    gameweek: answer.gameweek_info!.current_gameweek,
    fixtureId: answer.fixtures[0]!.fixture_id,
  };
  bus = createEventBus({
    clientId: 'distributed-deploy-test',
    logger: silentLogger,
    namespace: running.instance.namespace,
    topics: [TOPIC],
  });
  await bus.start();
  admin = bus.kafka.admin();
  await admin.connect();
}, 900_000);

afterAll(async () => {
  await admin?.disconnect();
  await bus?.stop();
  await running?.stop();
});

/** Publishes one payment.completed per new token for the current gameweek; returns the tokens. */
async function pay(count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  await bus.publishMany(
    TOPIC,
    tokens.map((token) => ({
      data: { token_hash: hashSessionToken(token), season: current.season, gameweek: current.gameweek },
    })),
  );
  return tokens;
}

async function hasAccess(token: string): Promise<boolean> {
  const response = await fetch(`${gateway}/api/prediction/${current.fixtureId}`, {
    headers: { [SESSION_TOKEN_HEADER]: token },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { has_access: boolean }).has_access;
}

/** Committed offset per partition of the access group on payment.completed (-1: none yet). */
async function committed(): Promise<Map<number, number>> {
  const [topic] = await admin.fetchOffsets({
    groupId: bus.groupName(ACCESS_GROUP),
    topics: [bus.topicName(TOPIC)],
  });
  return new Map(topic!.partitions.map((p) => [p.partition, Number(p.offset)]));
}

async function highWatermarks(): Promise<Map<number, number>> {
  return new Map(
    (await admin.fetchTopicOffsets(bus.topicName(TOPIC))).map((p) => [p.partition, Number(p.high)]),
  );
}

const total = (offsets: Map<number, number>) =>
  [...offsets.values()].reduce((sum, offset) => sum + Math.max(offset, 0), 0);

describe('a remote republished alone', () => {
  let browser: Browser;
  let page: Page;
  afterAll(() => browser?.close());

  it('is what the running shell loads on reload once remotes.json names its new folder, with no shell rebuild', async () => {
    const { stack } = running;
    const shellIndex = path.join(buildDir('shell'), 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;
    browser = await launchChromium();
    const context = await newSiteContext(browser, gateway);
    page = await context.newPage();
    const entries: string[] = [];
    page.on('response', (response: Response) => {
      if (response.url().endsWith('/remoteEntry.js')) entries.push(response.url());
    });
    // The hero's badge is in the prerendered HTML too: the fixture cards are what only the remote
    // page draws, so they say the remote has loaded and taken over.
    const remoteDrawn = () => page.locator('ul[aria-label="Fixtures"] > li').first().waitFor();
    await page.goto(`${stack.urls.shell}/`);
    await remoteDrawn();
    expect(entries).toEqual([`${stack.urls.remotes.predictions}/remotes/predictions/remoteEntry.js`]);

    // The predictions team builds and publishes v2 beside v1 on its own origin …
    const v2 = path.join(stack.publishDir('predictions'), 'v2');
    await viteBuild(remoteDir('predictions'), {
      outDir: v2,
      replace: { 'Live Predictions Active': 'Live Predictions Active - v2' },
      env: { SCORELINE_REMOTE_BASE: '/remotes/predictions/v2/' },
    });
    // … which nobody sees until remotes.json names it.
    await page.reload();
    await remoteDrawn();
    expect(await page.getByText('Live Predictions Active', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Live Predictions Active - v2').count()).toBe(0);

    await stack.writeRemotes({
      ...stack.initialRemotes,
      predictions: `${stack.urls.remotes.predictions}/remotes/predictions/v2/remoteEntry.js`,
    });
    await page.reload();
    await page.getByText('Live Predictions Active - v2', { exact: true }).waitFor();
    expect(entries.at(-1)).toBe(`${stack.urls.remotes.predictions}/remotes/predictions/v2/remoteEntry.js`);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

    // Rolling back is the same switch.
    await stack.writeRemotes(stack.initialRemotes);
    await page.reload();
    await remoteDrawn();
    expect(await page.getByText('Live Predictions Active', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Live Predictions Active - v2').count()).toBe(0);
  });
});

describe('two replicas of the prediction worker', () => {
  it('both hold partitions of the access read model and both handle payments, each committed once', async () => {
    const groupId = bus.groupName(ACCESS_GROUP);
    let assignments: number[][] = [];
    await waitUntil(
      async () => {
        const { groups } = await admin.describeGroups([groupId]);
        const group = groups[0]!;
        if (group.state !== 'Stable') return false;
        assignments = group.members.map(
          (member) =>
            AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[
              bus.topicName(TOPIC)
            ] ?? [],
        );
        return assignments.length === 2;
      },
      60_000,
      `the group ${groupId} to have two stable members`,
    );
    expect(assignments.every((partitions) => partitions.length > 0)).toBe(true);
    expect(assignments.flat().sort()).toEqual([...(await highWatermarks()).keys()].sort());

    const before = await committed();
    // Payments until each member's partitions have received some (the keys are token hashes, spread
    // by the partitioner), so both members have events to handle.
    const tokens: string[] = [];
    let after = await highWatermarks();
    const grown = (partitions: number[]) =>
      partitions.some((p) => after.get(p)! > Math.max(before.get(p) ?? 0, 0));
    while (tokens.length < 60 && !assignments.every(grown)) {
      tokens.push(...(await pay(6)));
      after = await highWatermarks();
    }
    expect(assignments.every(grown)).toBe(true);
    await waitUntil(
      async () => (await Promise.all(tokens.map(hasAccess))).every(Boolean),
      60_000,
      'every payment to be applied',
    );
    await waitUntil(
      async () => total(await committed()) === total(after),
      30_000,
      'the group to commit every payment',
    );
    const now = await committed();
    // Each partition committed exactly to its end: every payment once, none skipped. A partition no
    // payment reached has nothing to commit (Kafka answers -1, "no committed offset": position 0).
    for (const [partition, high] of after) expect(Math.max(now.get(partition) ?? -1, 0)).toBe(high);
    expect(total(now) - total(before)).toBe(tokens.length);
  });
});

describe('the prediction workers restarted alone', () => {
  it('resume their consumer group from its committed offsets and lose no payment made while they were down', async () => {
    const { stack } = running;
    const workers = [stack.process('prediction-worker-1'), stack.process('prediction-worker-2')];
    // The read model is not empty (so a restart cannot mean a replay from the start: rewindWhenEmpty).
    const [first] = await pay(1);
    await waitUntil(() => hasAccess(first!), 60_000, 'the first payment to be applied');

    await Promise.all(workers.map((worker) => worker.stop()));
    expect(workers.every((worker) => !worker.running)).toBe(true);
    const atStop = await committed();
    const whileDown = await pay(5);
    // Nobody applies them while the workers are down; the rest of the stack keeps answering.
    expect(await Promise.all(whileDown.map(hasAccess))).toEqual([false, false, false, false, false]);
    expect(await committed()).toEqual(atStop);

    await Promise.all(workers.map((worker) => worker.start()));
    await waitUntil(
      async () => (await Promise.all(whileDown.map(hasAccess))).every(Boolean),
      90_000,
      'every payment published while the workers were down to be applied',
    );
    const high = await highWatermarks();
    await waitUntil(
      async () => total(await committed()) === total(high),
      30_000,
      'the group to commit the payments',
    );
    expect(total(await committed()) - total(atStop)).toBe(5);
    expect(await hasAccess(first!)).toBe(true);
  });
});
