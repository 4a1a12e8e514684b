import { failureMessage } from '@scoreline/api-client';
import type { GameweekPreview } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { formatShare } from '@scoreline/ui/format';
import { getGameweekPreview } from '../api/get-gameweek-preview.ts';

const kickoff = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function Preview({ data }: { readonly data: GameweekPreview }) {
  if (data.current_gameweek === null) return <Notice tone="info">No current gameweek.</Notice>;
  return (
    <div className="ad-result">
      <h3 className="ad-subtitle">
        Gameweek {data.current_gameweek} · {data.season}
      </h3>
      {/* On a phone each fixture becomes a card (styles/admin.css, .ad-table--stack); the explicit
          roles keep it a table for assistive technology once CSS changes the display. Wider than
          the panel it scrolls sideways, so it takes keyboard focus to be scrolled without a mouse. */}
      <table className="ad-table ad-table--stack" role="table" aria-label="Current gameweek preview" tabIndex={0}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Fixture
            </th>
            <th scope="col" role="columnheader">
              Kick-off
            </th>
            <th scope="col" role="columnheader">
              Exact score
            </th>
            <th scope="col" role="columnheader">
              Home
            </th>
            <th scope="col" role="columnheader">
              Draw
            </th>
            <th scope="col" role="columnheader">
              Away
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.fixtures.map((fixture) => (
            <tr key={fixture.fixture_id} role="row">
              <th scope="row" role="rowheader">
                {fixture.home_team} vs {fixture.away_team}
              </th>
              <td role="cell" data-label="Kick-off">
                {kickoff.format(new Date(fixture.date))}
              </td>
              <td role="cell" data-label="Exact score" className="ad-score">
                {fixture.has_prediction
                  ? `${fixture.display_home_goals ?? '?'} - ${fixture.display_away_goals ?? '?'}`
                  : 'Pending'}
              </td>
              <td role="cell" data-label="Home">
                {formatShare(fixture.prob_home_win)}
              </td>
              <td role="cell" data-label="Draw">
                {formatShare(fixture.prob_draw)}
              </td>
              <td role="cell" data-label="Away">
                {formatShare(fixture.prob_away_win)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GameweekPreviewSection({ token }: { readonly token: string }) {
  const preview = useAction(getGameweekPreview, (error) => failureMessage(error, 'Failed to load preview'));
  return (
    <AdminSection
      title="Preview Current Gameweek"
      description={
        <p>Admin bypass: exact scores and probabilities of the current gameweek, without payment.</p>
      }
    >
      <ActionRow>
        <Button onClick={() => void preview.run(token)} busy={preview.busy}>
          Preview Current Gameweek
        </Button>
      </ActionRow>
      {preview.state.status === 'failed' ? <Notice tone="error">{preview.state.message}</Notice> : null}
      {preview.state.status === 'done' ? <Preview data={preview.state.data} /> : null}
    </AdminSection>
  );
}
