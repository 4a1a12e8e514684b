// The product's smoke path through the ingress, as visitors and an admin walk it: the home page and
// a remote's files from the site, a fixture's prediction, an admin login, the payment service's read
// model caught up with the catalog (what checkout sells from), a checkout paid through stripe-mock and
// its webhook, a refresh from the (stand-in) provider, and a matrix job over Kafka.
import { INLINE_REMOTES_ID } from '@scoreline/contracts/constants';
import type { StoreReader } from './counts.ts';
import { adminToken, buy, accessGranted, matrixJob, paymentCaughtUp, predictedGameweek, refresh } from './flows.ts';
import type { Ingress } from './ingress.ts';

export interface SmokeStep {
  readonly name: string;
  readonly ms: number;
  readonly detail: string;
}

export interface SmokeOptions {
  readonly adminPassword: string;
  readonly webhookSecret: string;
  /** The season refreshed (a starting year of the snapshot). */
  readonly refreshSeason: number;
  /** Bound on the first start's ingestion and predictions. */
  readonly firstStartTimeoutMs: number;
}

export async function runSmoke(ingress: Ingress, store: StoreReader, options: SmokeOptions, log: (line: string) => void): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const step = async (name: string, run: () => Promise<string>): Promise<void> => {
    const began = Date.now();
    const detail = await run();
    steps.push({ name, ms: Date.now() - began, detail });
    log(`  smoke: ${name.padEnd(12)} ${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${detail}`);
  };

  await step('home', async () => {
    const page = await ingress.get('/', { 'Accept-Encoding': 'br, gzip' });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">')) throw new Error(`GET / answered ${page.status}`);
    const manifest = (await (await ingress.get('/remotes.json')).json()) as Record<string, string>;
    const entry = await ingress.get(manifest.predictions ?? '/missing', { 'Accept-Encoding': 'br, gzip' });
    await entry.arrayBuffer();
    if (entry.status !== 200 || entry.headers.get('content-encoding') !== 'br') throw new Error(`${manifest.predictions} answered ${entry.status}, encoding ${entry.headers.get('content-encoding')}`);
    const missing = await ingress.get('/remotes/predictions/assets/missing-chunk-0a1b2c3d.js');
    await missing.arrayBuffer();
    if (missing.status !== 404) throw new Error(`a missing chunk answered ${missing.status}, not 404`);
    // Each page is answered with its own prerendered HTML, never Home's (which would draw Home's
    // hero there until the page's remote took over), and an unknown page with the 404 page.
    const trackRecord = await ingress.get('/track-record');
    const trackRecordHtml = await trackRecord.text();
    if (trackRecord.status !== 200 || !trackRecordHtml.includes('Track Record | Scoreline</title>'))
      throw new Error(`GET /track-record answered ${trackRecord.status} without the track record's prerendered page`);
    // Completed when the image was staged: remotes.json inline and the page's remote preloaded.
    if (!trackRecordHtml.includes(`id="${INLINE_REMOTES_ID}"`) || !trackRecordHtml.includes(`href="${manifest.predictions}"`))
      throw new Error("GET /track-record answered a page without remotes.json inline or its remote's entry preloaded");
    const unknown = await ingress.get('/no/such/page');
    const unknownHtml = await unknown.text();
    if (unknown.status !== 404 || !unknownHtml.includes('Page not found - Scoreline</title>'))
      throw new Error(`GET /no/such/page answered ${unknown.status} without the prerendered 404 page`);
    return (
      `GET / 200 (the shell's page, ${page.headers.get('content-encoding') ?? 'identity'}), ${manifest.predictions} 200 br, a missing chunk 404, ` +
      '/track-record its own page (remotes.json inline, its remote preloaded), an unknown page the 404 page'
    );
  });

  let fixtureId = 0;
  await step('gameweek', async () => {
    const gameweek = await predictedGameweek(ingress, options.firstStartTimeoutMs);
    fixtureId = gameweek.fixtures[0]!.fixture_id;
    return `${gameweek.gameweek_info?.season} gameweek ${gameweek.gameweek_info?.current_gameweek}: ${gameweek.fixtures.length} fixtures, every one predicted`;
  });

  await step('fixture', async () => {
    const prediction = await ingress.call('prediction', { params: { fixtureId } });
    if (!prediction.has_prediction || prediction.has_access) throw new Error(`fixture ${fixtureId}: has_prediction ${prediction.has_prediction}, has_access ${prediction.has_access}`);
    return `fixture ${fixtureId} ${prediction.home_team} v ${prediction.away_team}: ${prediction.predicted_outcome}, no premium fields without access`;
  });

  let bearer = '';
  await step('admin login', async () => {
    bearer = await adminToken(ingress, options.adminPassword);
    return 'POST /api/auth/admin-token 200, a bearer token';
  });

  await step('payment', async () => {
    const counts = await paymentCaughtUp(store, options.firstStartTimeoutMs);
    return `payment's read model holds ${counts.payment} of the catalog's ${counts.catalog} fixtures`;
  });

  await step('checkout', async () => {
    const paid = await buy(ingress, store, fixtureId, options.webhookSecret);
    await accessGranted(store, [paid], 120_000);
    return `create-session through stripe-mock, webhook recorded, access granted (session ${paid.sessionId})`;
  });

  await step('refresh', async () => {
    const { status } = await refresh(ingress, bearer, [options.refreshSeason], 300_000);
    const season = status.progress[String(options.refreshSeason)]!;
    if (season.fetched_from !== 'network') throw new Error(`the refresh of ${season.season_label} read ${season.fetched_from}, not the provider`);
    return `${season.season_label} from the provider host: ${season.processed} fixtures processed, ${season.updated} updated`;
  });

  await step('matrix job', async () => {
    const { jobId, total } = await matrixJob(ingress, bearer, 300_000);
    const job = await store.matrixJob(jobId);
    if (!job || job.counted !== total) throw new Error(`matrix job ${jobId}: ${job?.counted} of ${total} combinations counted`);
    return `${jobId}: ${total} combinations over Kafka, each counted once`;
  });
  return steps;
}
