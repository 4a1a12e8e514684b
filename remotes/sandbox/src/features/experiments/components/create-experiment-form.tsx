import { useId, useState, type FormEvent } from 'react';
import { SANDBOX_TEST_SEASONS, type CreateExperimentRequest, type WeightSet } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { TextField } from '@scoreline/ui/admin';
import { seasonLabel } from '../../../lib/format.ts';
import { gameweekCount } from '../utils/gameweek-range.ts';
import { GameweekRangeFields, useGameweekRange } from './gameweek-range-fields.tsx';

export interface CreateExperimentFormProps {
  readonly weightSets: readonly WeightSet[];
  readonly busy: boolean;
  /** Resolves true when the experiment ran, which resets the name and description. */
  readonly onCreate: (request: CreateExperimentRequest) => Promise<boolean>;
}

type Errors = Partial<Record<'name' | 'weightSet', string>>;

/** Runs a backtest of one weight set on a season's gameweek range (docs/product.md §5). */
export function CreateExperimentForm({ weightSets, busy, onCreate }: CreateExperimentFormProps) {
  const ids = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [weightSetId, setWeightSetId] = useState('');
  const [season, setSeason] = useState<number>(SANDBOX_TEST_SEASONS[0]);
  const gameweeks = useGameweekRange();
  const [errors, setErrors] = useState<Errors>({});

  const { range } = gameweeks;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'Please enter an experiment name';
    if (!weightSetId) found.weightSet = 'Please select a weight set';
    setErrors(found);
    if (found.name || found.weightSet) return;
    const ran = await onCreate({
      name: name.trim(),
      description: description.trim(),
      weight_set_id: weightSetId,
      test_season: season,
      test_gameweeks: gameweekCount(range),
      gameweek_start: range.start,
      gameweek_end: range.end,
    });
    if (ran) {
      setName('');
      setDescription('');
    }
  }

  const errorOf = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${ids}-${field}-error`} className="sl-field__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="sl-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Create experiment">
      <TextField
        label="Experiment name"
        value={name}
        onChange={(value) => {
          // A field's message goes once that field changes.
          setName(value);
          setErrors(({ name: _name, ...rest }) => rest);
        }}
        error={errors.name}
      />
      <TextField label="Description" value={description} onChange={setDescription} />
      <div className="sl-form__row">
        <div className="sl-field">
          <label className="sl-field__label" htmlFor={`${ids}-weight-set`}>
            Weight set
          </label>
          <select
            id={`${ids}-weight-set`}
            className="sl-select"
            value={weightSetId}
            onChange={(event) => {
              setWeightSetId(event.target.value);
              setErrors(({ weightSet: _weightSet, ...rest }) => rest);
            }}
            aria-invalid={errors.weightSet ? true : undefined}
            aria-describedby={errors.weightSet ? `${ids}-weightSet-error` : undefined}
          >
            <option value="">Select a weight set</option>
            {weightSets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.name}
              </option>
            ))}
          </select>
          {errorOf('weightSet')}
        </div>
        <div className="sl-field">
          <label className="sl-field__label" htmlFor={`${ids}-season`}>
            Test season
          </label>
          <select
            id={`${ids}-season`}
            className="sl-select"
            value={season}
            onChange={(event) => setSeason(Number(event.target.value))}
          >
            {SANDBOX_TEST_SEASONS.map((year) => (
              <option key={year} value={year}>
                {year} ({seasonLabel(year)})
              </option>
            ))}
          </select>
        </div>
      </div>
      <GameweekRangeFields name={`${ids}-preset`} choice={gameweeks} />
      <Button type="submit" busy={busy}>
        {busy ? 'Running Experiment...' : 'Run Experiment'}
      </Button>
    </form>
  );
}
