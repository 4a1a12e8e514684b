// The gameweek range of an experiment: one of the presets, or a custom start and end, with the
// matches it comes to (docs/product.md §5).
import { useState } from 'react';
import { NumberField } from '@scoreline/ui/admin';
import {
  FIRST_GAMEWEEK,
  GAMEWEEK_PRESETS,
  LAST_GAMEWEEK,
  estimatedMatches,
  gameweekCount,
  presetSummary,
  withEnd,
  withStart,
  type GameweekRange,
  type PresetId,
} from '../utils/gameweek-range.ts';

export interface GameweekRangeChoice {
  readonly presetId: PresetId;
  readonly setPresetId: (id: PresetId) => void;
  readonly custom: GameweekRange;
  readonly setCustom: (update: (current: GameweekRange) => GameweekRange) => void;
  /** The chosen preset's range, or the custom one. */
  readonly range: GameweekRange;
}

export function useGameweekRange(): GameweekRangeChoice {
  const [presetId, setPresetId] = useState<PresetId>('quick');
  const [custom, setCustom] = useState<GameweekRange>(() => GAMEWEEK_PRESETS.find((p) => p.id === 'custom') ?? { start: 1, end: 10 });
  const preset = GAMEWEEK_PRESETS.find((candidate) => candidate.id === presetId) ?? GAMEWEEK_PRESETS[0];
  const range: GameweekRange = presetId === 'custom' || !preset ? custom : preset;
  return { presetId, setPresetId, custom, setCustom, range };
}

export function GameweekRangeFields({ name, choice }: { readonly name: string; readonly choice: GameweekRangeChoice }) {
  const { presetId, setPresetId, custom, setCustom, range } = choice;
  return (
    <>
      <fieldset className="sl-presets">
        <legend>Gameweeks</legend>
        {GAMEWEEK_PRESETS.map((candidate) => (
          <label key={candidate.id} className="sl-radio">
            <input
              type="radio"
              name={name}
              value={candidate.id}
              checked={presetId === candidate.id}
              onChange={() => setPresetId(candidate.id)}
            />
            <span>
              <strong>{candidate.label}</strong>{' '}
              <span className="sl-muted">
                {candidate.id === 'custom' ? `default GW${candidate.start}-${candidate.end}` : presetSummary(candidate)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {presetId === 'custom' ? (
        <div className="sl-form__row">
          <NumberField
            label="Start gameweek"
            min={FIRST_GAMEWEEK}
            max={LAST_GAMEWEEK}
            value={custom.start}
            onChange={(value) => setCustom((current) => withStart(current, value))}
          />
          <NumberField
            label="End gameweek"
            min={FIRST_GAMEWEEK}
            max={LAST_GAMEWEEK}
            value={custom.end}
            onChange={(value) => setCustom((current) => withEnd(current, value))}
          />
        </div>
      ) : null}
      <p className="sl-muted" data-testid="match-estimate">
        GW{range.start}-{range.end}: {gameweekCount(range)} gameweeks, about {estimatedMatches(range)} matches
      </p>
    </>
  );
}
