// The Event Streams section through the built shell and the real gateway (every service and worker
// in its process, its own Kafka namespace): a dead letter on payment.completed.dlq (a purchase's
// event that a consumer could not handle) shows with its depth, error, payload and correlation id;
// Replay asks for confirmation, republishes it, and the section shows it replayed and the depth 0.
// axe-core checks the section and the open dialog.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventEnvelope, type DeadLetterRecord } from '@scoreline/contracts';
import { createEventBus, type EventBus, kafkaBrokersFromEnv } from '@scoreline/events';
import { silentLogger } from '@scoreline/test-support';
import { axeViolations } from '@scoreline/test-support/axe';
import { LAPTOP, launchChromium, newSiteContext, screenshotAtSizes, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';
import { SCREENSHOT_DIR } from './harness/suite.ts';

const DEV_PASSWORD = 'admin';
const TOPIC = 'payment.completed';
const CORRELATION_ID = `req-e2e-${Date.now()}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;
let bus: EventBus | undefined;

const backend = useRealGateway();

beforeAll(async () => {
  if (!backend.available) return;
  // A bus in the gateway instance's namespace, only to write the letter its consumers would write.
  bus = createEventBus({ clientId: 'admin-e2e-streams', brokers: kafkaBrokersFromEnv(), namespace: backend.namespace, topics: [TOPIC], logger: silentLogger });
  await bus.start();
  browser = await launchChromium();
  context = await newSiteContext(browser, backend.url, LAPTOP);
  page = await context.newPage();
  watched = watchPage(page, 'none');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await bus?.stop();
});

const section = () => page.locator('section.ad-section', { has: page.getByRole('heading', { name: 'Event Streams', exact: true }) });

async function seriousViolations() {
  return (await axeViolations(page, 'body'))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
}

describe('the Event Streams section against the real gateway', () => {
  it('shows a dead letter with its depth, error, payload and correlation id', async () => {
    if (!bus) throw new Error(`the real gateway is not available`);
    const envelope = createEventEnvelope(TOPIC, { token_hash: 'e'.repeat(64), season: '2025-26', gameweek: 9 }, { correlationId: CORRELATION_ID });
    const letter: DeadLetterRecord = {
      original_topic: bus.topicName(TOPIC),
      partition: 0,
      offset: '0',
      key: envelope.data.token_hash,
      value: JSON.stringify(envelope),
      value_encoding: 'utf8',
      headers: { 'correlation-id': CORRELATION_ID, 'event-id': envelope.id, 'event-type': TOPIC, 'event-version': '1' },
      reason: 'handler_failed',
      error: 'the access store was unreachable',
      attempts: 5,
      group_id: bus.groupName('prediction.access'),
      correlation_id: CORRELATION_ID,
      failed_at: new Date().toISOString(),
    };
    const producer = bus.kafka.producer();
    await producer.connect();
    await producer.send({ topic: `${bus.topicName(TOPIC)}.dlq`, messages: [{ key: letter.key, value: JSON.stringify(letter) }] });
    await producer.disconnect();

    await page.goto(`${backend.site}/admin`);
    await page.getByLabel('Admin Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Unlock Admin Panel' }).click();
    await page.getByText('Password verified').waitFor();
    await page.getByRole('button', { name: 'Verify JWT' }).click();
    const streams = section();
    await streams.getByRole('heading', { name: `${TOPIC}.dlq: depth 1` }).waitFor({ timeout: 60_000 });
    const letters = streams.getByRole('list', { name: `Dead letters of ${TOPIC}` });
    await expect.poll(() => letters.textContent()).toContain('the access store was unreachable');
    const text = (await letters.textContent()) ?? '';
    expect(text).toContain(CORRELATION_ID);
    expect(text).toContain(`"token_hash":"${'e'.repeat(64)}"`);
    expect(text).toContain('5 attempts, prediction.access');
    // The gateway's own consumers show in the lag table, and the throughput table lists every topic.
    expect(await streams.getByRole('table', { name: /per consumer group and partition/ }).getByRole('row').count()).toBeGreaterThan(1);
    expect(await streams.getByRole('table', { name: /Events per topic/ }).getByRole('row', { name: new RegExp(TOPIC.replace('.', '\\.')) }).count()).toBe(1);
    await screenshotAtSizes(page, 'event-streams-dead-letter', { dir: SCREENSHOT_DIR, restore: LAPTOP });
    expect(await seriousViolations()).toEqual([]);
  });

  it('replays it after the confirmation and shows it replayed with depth 0', async () => {
    const streams = section();
    await streams.getByRole('button', { name: /^Replay dead letter \d+-\d+ of payment\.completed$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay dead letter?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(CORRELATION_ID);
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Replay', exact: true }).click();
    await streams.getByText(/^Replayed dead letter \d+-\d+ to payment\.completed \(correlation id req-e2e-\d+\)$/).waitFor({ timeout: 30_000 });
    await streams.getByRole('heading', { name: `${TOPIC}.dlq: depth 0` }).waitFor({ timeout: 30_000 });
    expect(await streams.getByText(/^Replayed by admin at/).count()).toBe(1);
    expect(await streams.getByRole('button', { name: /^Replay dead letter/ }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(watched.dialogs).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
