import { useId, useState } from 'react';
import type { TrackRecordMatch } from '@scoreline/contracts';
import { Badge, Button, MessagePanel, Spinner } from '@scoreline/ui';
import { useTrackRecordGameweek } from '../hooks/use-track-record.ts';
import { TRACK_RECORD_TEXTS as T } from '../texts.ts';
import { kickoffText, percentText } from './format.ts';

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

function MatchRow({ match, premium }: { readonly match: TrackRecordMatch; readonly premium: boolean }) {
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
        {match.source ? (
          <>
            <Badge tone={match.source === 'live' ? 'live' : 'neutral'}>{T.sources[match.source]}</Badge>
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
        {T.outcomeAccuracy}: {percentText(figures.model.outcome_accuracy)} ·{' '}
        {T.baseline(percentText(figures.baseline.outcome_accuracy))}
      </p>
      <div className="pr-tr-table-wrap">
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
      </div>
    </div>
  );
}

/** Pick a season and gameweek; see each match's sealed (or backtest) prediction and its result. */
export function GameweekBrowser({
  seasons,
  initial,
}: {
  readonly seasons: readonly string[];
  readonly initial: { season: string; gameweek: number };
}) {
  const [selected, setSelected] = useState(initial);
  const seasonId = useId();
  const gameweekId = useId();
  const step = (delta: number) =>
    setSelected((s) => ({ ...s, gameweek: Math.min(38, Math.max(1, s.gameweek + delta)) }));
  return (
    <section className="pr-tr-browser" aria-labelledby="pr-tr-browser-title">
      <h2 id="pr-tr-browser-title">{T.browserHeading}</h2>
      <div className="pr-tr-controls">
        {/* Labels point at their selects instead of wrapping them: a wrapped select adds its chosen
            option to the label's accessible name ("Gameweek 4" instead of "Gameweek"). */}
        <label htmlFor={seasonId}>{T.season}</label>
        <select
          id={seasonId}
          value={selected.season}
          onChange={(e) => setSelected((s) => ({ ...s, season: e.target.value }))}
        >
          {seasons.map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </select>
        <label htmlFor={gameweekId}>{T.gameweek}</label>
        <select
          id={gameweekId}
          value={selected.gameweek}
          onChange={(e) => setSelected((s) => ({ ...s, gameweek: Number(e.target.value) }))}
        >
          {GAMEWEEKS.map((gw) => (
            <option key={gw} value={gw}>
              {gw}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={() => step(-1)} disabled={selected.gameweek <= 1}>
          {T.previous}
        </Button>
        <Button variant="secondary" onClick={() => step(1)} disabled={selected.gameweek >= 38}>
          {T.next}
        </Button>
      </div>
      <GameweekTable
        key={`${selected.season}:${selected.gameweek}`}
        season={selected.season}
        gameweek={selected.gameweek}
      />
    </section>
  );
}
