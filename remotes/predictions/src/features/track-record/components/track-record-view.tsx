import type { TrackRecordResponse } from '@scoreline/contracts';
import { Button, MessagePanel, ScrollRegion, Spinner } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import type { Loadable } from '../hooks/use-track-record.ts';
import { TRACK_RECORD_TEXTS as T } from '../texts.ts';
import { dateText, NO_FIGURE, rpsText } from './format.ts';
import { GameweekBrowser } from './gameweek-browser.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { RollingAccuracyChart } from './rolling-accuracy-chart.tsx';

function SeasonTable({ record }: { readonly record: TrackRecordResponse }) {
  const rows = record.seasons.flatMap((s) =>
    (['live', 'backtest'] as const)
      .filter((source) => s[source].model.matches > 0)
      .map((source) => ({ key: `${s.season}-${source}`, season: s.season, source, figures: s[source] })),
  );
  return (
    <section aria-labelledby="pr-tr-seasons-title">
      <h2 id="pr-tr-seasons-title">{T.seasonsHeading}</h2>
      <ScrollRegion label={`${T.seasonsHeading} (table)`}>
        <table className="pr-tr-table">
          <thead>
            <tr>
              <th scope="col">{T.season}</th>
              <th scope="col">{T.columns.source}</th>
              <th scope="col">{T.matches}</th>
              <th scope="col">{T.outcomeAccuracy}</th>
              <th scope="col">{T.exactAccuracy}</th>
              <th scope="col">{T.rps}</th>
              <th scope="col">{T.chartBaseline}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, season, source, figures }) => (
              <tr key={key}>
                <th scope="row">{season}</th>
                <td>{T.sources[source]}</td>
                <td>{figures.model.matches}</td>
                <td>{formatPercent(figures.model.outcome_accuracy, 1, { missing: NO_FIGURE })}</td>
                <td>{formatPercent(figures.model.exact_score_accuracy, 1, { missing: NO_FIGURE })}</td>
                <td>{rpsText(figures.model.rps)}</td>
                <td>{formatPercent(figures.baseline.outcome_accuracy, 1, { missing: NO_FIGURE })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function LoadedRecord({ record }: { readonly record: TrackRecordResponse }) {
  const last = record.gameweeks.at(-1);
  if (!last) {
    return (
      <MessagePanel tone="empty" title={T.emptyTitle}>
        <p>{T.emptyText}</p>
      </MessagePanel>
    );
  }
  return (
    <>
      <section className="pr-tr-source" aria-labelledby="pr-tr-live-title">
        <h2 id="pr-tr-live-title">{T.liveHeading}</h2>
        <p>{T.liveNote}</p>
        {record.live_gameweeks_complete < 1 ? (
          <MessagePanel tone="info" title={T.liveTooShortTitle} headingLevel={3}>
            <p>{T.liveTooShortText(dateText(record.live_since))}</p>
          </MessagePanel>
        ) : (
          <HeadlineFigures figures={record.live} label={T.liveHeading} />
        )}
      </section>
      {record.backtest.model.matches > 0 ? (
        <section className="pr-tr-source" aria-labelledby="pr-tr-backtest-title">
          <h2 id="pr-tr-backtest-title">{T.backtestHeading}</h2>
          <p>{T.backtestNote}</p>
          {record.production_configuration ? <p className="pr-tr-configuration">{T.productionConfiguration(record.production_configuration)}</p> : null}
          <HeadlineFigures figures={record.backtest} label={T.backtestHeading} />
        </section>
      ) : null}
      <RollingAccuracyChart points={record.gameweeks} />
      <SeasonTable record={record} />
      <GameweekBrowser
        seasons={[...new Set(record.gameweeks.map((p) => p.season))].reverse()}
        initial={{ season: last.season, gameweek: last.gameweek }}
      />
    </>
  );
}

/** The track-record page in each of its states: loading, error (with retry), empty, loaded. */
export function TrackRecordView({ state, onRetry }: { readonly state: Loadable<TrackRecordResponse>; readonly onRetry: () => void }) {
  return (
    <>
      <header className="pr-tr-header">
        <h1>{T.heading}</h1>
        <p className="pr-tr-lead">{T.lead}</p>
        <p className="pr-tr-lead">{T.shownNote}</p>
      </header>
      {state.status === 'loading' ? <Spinner label={T.loading} /> : null}
      {state.status === 'error' ? (
        <MessagePanel tone="error" title={T.errorTitle} actions={<Button onClick={onRetry}>{T.retry}</Button>}>
          <p>{state.message}</p>
        </MessagePanel>
      ) : null}
      {state.status === 'loaded' ? <LoadedRecord record={state.data} /> : null}
    </>
  );
}
