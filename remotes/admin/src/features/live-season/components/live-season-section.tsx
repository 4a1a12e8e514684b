import type { RefreshSchedule } from '@scoreline/contracts';
import { resultsStalenessText } from '@scoreline/contracts/constants';
import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useLiveSeason } from '../hooks/use-live-season.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '—');

const TRIGGERS: Record<NonNullable<RefreshSchedule['last_run']>['trigger'], string> = {
  schedule: 'scheduled',
  admin: 'by an admin',
  'first-start': 'first start',
};

/** Which provider answered: the shipped snapshot when the network could not be reached. */
function answeredBy(run: { readonly source: string | null; readonly fetched_from: string | null }): string {
  if (run.fetched_from === 'snapshot') return 'the shipped snapshot';
  return run.source ?? 'no provider yet';
}

function lastScheduled(schedule: RefreshSchedule): string {
  const run = schedule.last_scheduled_run;
  if (!run) return 'None yet';
  if (!run.completed_at) return `${when(run.started_at)}, running`;
  const outcome = run.outcome === 'error' ? `failed (${run.error ?? 'unknown error'})` : `${run.updated ?? 0} fixtures updated`;
  return `${when(run.started_at)}, ${outcome}, from ${answeredBy(run)}`;
}

function lastRefresh(schedule: RefreshSchedule): string {
  const run = schedule.last_run;
  if (!run) return 'Never refreshed';
  return `${when(run.started_at)} (${TRIGGERS[run.trigger]}), ${run.status}, from ${answeredBy(run)}`;
}

function nextScheduled(schedule: RefreshSchedule): string {
  if (!schedule.enabled) return 'Schedule off (CATALOG_SCHEDULE=off)';
  if (!schedule.next_run_at) return 'After the season’s first refresh';
  return `${when(schedule.next_run_at)} (${schedule.cadence === 'match-day' ? 'match day: every few minutes' : 'a few times a day'})`;
}

/**
 * The live season: the catalog's own refresh schedule (last and next run, which provider answered),
 * the warning when results are late by the clock, and a button to refresh the season now.
 */
export function LiveSeasonSection({ token }: { readonly token: string }) {
  const { load, refresh, refreshNow } = useLiveSeason(token);
  const schedule = load.status === 'loaded' ? load.schedule : null;
  return (
    <AdminSection
      title="Live Season"
      description={
        <p>
          The catalog refreshes the live season by itself: every few minutes on match days, from the first kick-off to three hours
          after the last, and a few times a day otherwise.
        </p>
      }
    >
      {load.status === 'loading' ? <p>Loading schedule...</p> : null}
      {load.status === 'failed' ? <Notice tone="error">{load.message}</Notice> : null}
      {schedule ? (
        <>
          {schedule.staleness ? <Notice tone="warning">{resultsStalenessText(schedule.staleness)}</Notice> : null}
          <Stats>
            <Stat label="Season" value={schedule.season_label} />
            <Stat label="Last scheduled refresh" value={lastScheduled(schedule)} />
            <Stat label="Next scheduled refresh" value={nextScheduled(schedule)} />
            <Stat label="Last refresh" value={lastRefresh(schedule)} />
          </Stats>
          <ActionRow>
            <Button busy={refresh.status === 'running'} onClick={() => void refreshNow(schedule)}>
              {refresh.status === 'running' ? 'Refreshing...' : `Refresh ${schedule.season_label} Now`}
            </Button>
          </ActionRow>
        </>
      ) : null}
      {refresh.status === 'done' ? <Notice tone={refresh.tone}>{refresh.text}</Notice> : null}
    </AdminSection>
  );
}
