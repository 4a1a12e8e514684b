import type { ProgressiveSample, SeasonCompleteness } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { firstTen } from '../../../lib/format.ts';
import { getProgressiveSample, getSeasonCompleteness } from '../api/progressive-verification-calls.ts';

/** docs/product.md §9: a season check succeeds when eligible for backtest is at least 370. */
export const BACKTEST_READY_THRESHOLD = 370;

function Sample({ data }: { readonly data: ProgressiveSample }) {
  return (
    <div className="ad-result">
      <p>
        {data.total_available_fixtures} played fixtures are available to a progressive backtest. The first
        ones, in the order they are predicted:
      </p>
      <ol className="ad-list">
        {firstTen(data.sample_fixtures).map((fixture) => (
          <li key={fixture.fixture_id}>
            {fixture.season} GW{fixture.gameweek}: {fixture.home_team} {fixture.home_goals}-
            {fixture.away_goals} {fixture.away_team}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Completeness({ data }: { readonly data: SeasonCompleteness }) {
  const summary = data.database_summary;
  const ready = summary.eligible_for_backtest >= BACKTEST_READY_THRESHOLD;
  return (
    <div className="ad-result">
      <h3 className="ad-subtitle">{data.season_label}</h3>
      <Stats>
        <Stat label="Fixtures" value={`${summary.total_fixtures}/${summary.expected_fixtures}`} />
        <Stat label="With results" value={summary.with_results} />
        <Stat label="With team ids" value={summary.with_team_ids} />
        <Stat label="Eligible for backtest" value={summary.eligible_for_backtest} />
        <Stat label="Gameweeks" value={summary.gameweeks} />
      </Stats>
      <Notice tone={ready ? 'success' : 'warning'}>{data.recommendation.message}</Notice>
    </div>
  );
}

export function ProgressiveVerificationSection() {
  const sample = useAction(getProgressiveSample, () => 'Failed to verify progressive logic');
  const season = useAction(getSeasonCompleteness, () => 'Failed to check season');
  return (
    <AdminSection
      title="Progressive Backtesting Verification"
      description={
        <p>
          A progressive (walk-forward) backtest predicts each fixture only from the matches played before it,
          in kick-off order, exactly as the site would have predicted it at the time. Verify that the fixtures
          come in that order, and that a season has enough played fixtures with team ids (at least 370 of 380)
          to be worth backtesting.
        </p>
      }
    >
      <ActionRow>
        <Button onClick={() => void sample.run()} busy={sample.busy}>
          Verify Progressive Logic
        </Button>
        <Button variant="secondary" onClick={() => void season.run(2024)} busy={season.busy}>
          Check 2024 Season
        </Button>
        <Button variant="secondary" onClick={() => void season.run(2023)} busy={season.busy}>
          Check 2023 Season
        </Button>
      </ActionRow>
      {sample.state.status === 'failed' ? <Notice tone="error">{sample.state.message}</Notice> : null}
      {sample.state.status === 'done' ? <Sample data={sample.state.data} /> : null}
      {season.state.status === 'failed' ? <Notice tone="error">{season.state.message}</Notice> : null}
      {season.state.status === 'done' ? <Completeness data={season.state.data} /> : null}
    </AdminSection>
  );
}
