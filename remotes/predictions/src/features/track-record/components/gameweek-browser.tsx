import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrackRecordMatch } from '@scoreline/contracts';
import { Badge, Button, MessagePanel, ScrollRegion, Spinner } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { useTrackRecordGameweek } from '../hooks/use-track-record.ts';
import { TRACK_RECORD_TEXTS as T } from '../texts.ts';
import { kickoffText, NO_FIGURE } from './format.ts';

const GAMEWEEKS = Array.from({ length: 38 }, (_, i) => i + 1);

function predictedScore(match: TrackRecordMatch, premium: boolean): string {
  if (match.predicted_outcome === null) return '–';
  if (!premium || match.display_home_goals === undefined || match.display_away_goals === undefined)
    return T.locked;
  return `${match.display_home_goals}-${match.display_away_goals}`;
}

function verdict(match: TrackRecordMatch): string {
  if (match.outcome_correct === null) return match.predicted_outcome === null ? '–' : T.pending;
  const outcome = match.outcome_correct ? T.correct : T.wrong;
  return match.score_correct ? `${outcome} · ${T.exactHit}` : outcome;
}

/**
 * What the row's prediction is: sealed at kick-off (live), a walk-forward backtest of a match already
 * played, or, for a match not played yet, the live prediction the site shows now (sealed at kick-off).
 */
function sourceOf(match: TrackRecordMatch): { text: string; tone: 'live' | 'neutral' } | null {
  if (match.source === 'live') return { text: T.sources.live, tone: 'live' };
  if (match.source === null) return null;
  return match.home_goals === null ? { text: T.sources.upcoming, tone: 'live' } : { text: T.sources.backtest, tone: 'neutral' };
}

function MatchRow({ match, premium }: { readonly match: TrackRecordMatch; readonly premium: boolean }) {
  const source = sourceOf(match);
  return (
    <tr data-fixture-id={match.fixture_id}>
      <th scope="row">
        {match.home_team} vs {match.away_team}
        <span className="pr-tr-kickoff">{kickoffText(match.kickoff)}</span>
      </th>
      <td>{match.predicted_outcome ? T.outcomes[match.predicted_outcome] : T.none}</td>
      <td className="pr-tr-score">{predictedScore(match, premium)}</td>
      <td>
        {match.home_goals !== null && match.away_goals !== null
          ? `${match.home_goals}-${match.away_goals}`
          : '–'}
      </td>
      <td>{verdict(match)}</td>
      <td>
        {source ? (
          <>
            <Badge tone={source.tone}>{source.text}</Badge>
            {/* Which configuration was in production for this prediction. */}
            {match.configuration ? <span className="pr-tr-configuration">{match.configuration}</span> : null}
          </>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
}

function GameweekTable({ season, gameweek }: { readonly season: string; readonly gameweek: number }) {
  const [state, retry] = useTrackRecordGameweek(season, gameweek);
  if (state.status === 'loading') return <Spinner label={T.gameweekLoading} />;
  if (state.status === 'error') {
    return (
      <MessagePanel
        tone="error"
        title={T.errorTitle}
        headingLevel={3}
        actions={<Button onClick={retry}>{T.retry}</Button>}
      >
        <p>{state.message}</p>
      </MessagePanel>
    );
  }
  const { matches, premium_public: premium, figures } = state.data;
  if (matches.length === 0) return <p>{T.noGameweek}</p>;
  return (
    <div className="pr-tr-gameweek" data-premium-public={premium}>
      {premium ? null : <p className="pr-tr-locked-note">{T.lockedNote}</p>}
      <p className="pr-tr-gameweek-figures">
        {T.outcomeAccuracy}: {formatPercent(figures.model.outcome_accuracy, 1, { missing: NO_FIGURE })} ·{' '}
        {T.baseline(formatPercent(figures.baseline.outcome_accuracy, 1, { missing: NO_FIGURE }))}
      </p>
      <ScrollRegion label={`${season} ${T.gameweek} ${gameweek}`}>
        <table className="pr-tr-table">
          <caption className="sl-visually-hidden">{`${season} ${T.gameweek} ${gameweek}`}</caption>
          <thead>
            <tr>
              {Object.values(T.columns).map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => (
              <MatchRow key={match.fixture_id} match={match} premium={premium} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** The address's season and gameweek (`?season=2025-26&gameweek=12`) when it names one that exists. */
export function selectionFromAddress(
  params: URLSearchParams,
  seasons: readonly string[],
  fallback: { season: string; gameweek: number },
): { season: string; gameweek: number } {
  const season = params.get('season');
  const gameweek = Number(params.get('gameweek'));
  return {
    season: season !== null && seasons.includes(season) ? season : fallback.season,
    gameweek: Number.isInteger(gameweek) && gameweek >= 1 && gameweek <= 38 ? gameweek : fallback.gameweek,
  };
}

/**
 * Pick a season and gameweek; see each match's sealed (or backtest) prediction and its result. The
 * choice is kept in the address, so a link or a reload shows the same gameweek.
 */
export function GameweekBrowser({
  seasons,
  initial,
}: {
  readonly seasons: readonly string[];
  readonly initial: { season: string; gameweek: number };
}) {
  const [params, setParams] = useSearchParams();
  const selected = selectionFromAddress(params, seasons, initial);
  const seasonId = useId();
  const gameweekId = useId();
  const select = (next: { season: string; gameweek: number }) => {
    const updated = new URLSearchParams(params);
    updated.set('season', next.season);
    updated.set('gameweek', String(next.gameweek));
    // Replaced, not pushed: Back leaves the page instead of stepping through every gameweek looked at.
    setParams(updated, { replace: true, preventScrollReset: true });
  };
  const step = (delta: number) =>
    select({ ...selected, gameweek: Math.min(38, Math.max(1, selected.gameweek + delta)) });
  return (
    <section className="pr-tr-browser" aria-labelledby="pr-tr-browser-title">
      <h2 id="pr-tr-browser-title">{T.browserHeading}</h2>
      <div className="pr-tr-controls">
        {/* Labels point at their selects instead of wrapping them: a wrapped select adds its chosen
            option to the label's accessible name ("Gameweek 4" instead of "Gameweek"). */}
        <div className="pr-tr-control">
          <label htmlFor={seasonId}>{T.season}</label>
          <select
            id={seasonId}
            className="pr-tr-select"
            value={selected.season}
            onChange={(e) => select({ ...selected, season: e.target.value })}
          >
            {seasons.map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </div>
        <div className="pr-tr-control">
          <label htmlFor={gameweekId}>{T.gameweek}</label>
          <select
            id={gameweekId}
            className="pr-tr-select"
            value={selected.gameweek}
            onChange={(e) => select({ ...selected, gameweek: Number(e.target.value) })}
          >
            {GAMEWEEKS.map((gw) => (
              <option key={gw} value={gw}>
                {gw}
              </option>
            ))}
          </select>
        </div>
        <div className="pr-tr-steps">
          <Button variant="secondary" onClick={() => step(-1)} disabled={selected.gameweek <= 1}>
            {T.previous}
          </Button>
          <Button variant="secondary" onClick={() => step(1)} disabled={selected.gameweek >= 38}>
            {T.next}
          </Button>
        </div>
      </div>
      <GameweekTable
        key={`${selected.season}:${selected.gameweek}`}
        season={selected.season}
        gameweek={selected.gameweek}
      />
    </section>
  );
}
