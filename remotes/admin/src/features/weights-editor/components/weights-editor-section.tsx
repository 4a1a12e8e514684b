import type { WeightName, Weights } from '@scoreline/contracts';
import {
  WEIGHT_DESCRIPTIONS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  WEIGHT_NAMES,
  WEIGHT_STEP,
} from '@scoreline/contracts/constants';
import { Button } from '@scoreline/ui';
import { useEffect, useId, useState } from 'react';
import { AdminSection } from '../../../components/admin-section.tsx';
import { Notice } from '../../../components/notice.tsx';
import { getWeights, saveWeight } from '../api/weights-calls.ts';

type Drafts = Record<WeightName, string>;

const toDrafts = (weights: Weights): Drafts =>
  Object.fromEntries(WEIGHT_NAMES.map((name) => [name, String(weights[name])])) as Drafts;

/** The six production weights, each saved on its own (docs/product.md §5 and §8). */
export function WeightsEditorSection({ token }: { readonly token: string }) {
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<WeightName | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const idPrefix = useId();

  useEffect(() => {
    let live = true;
    getWeights(token).then(
      (weights) => live && setDrafts(toDrafts(weights)),
      (error: unknown) => {
        console.error(error);
        if (live) setLoadError('Failed to load weights');
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function save(metric: WeightName) {
    if (!drafts) return;
    const value = Number(drafts[metric]);
    setSaving(metric);
    try {
      const weights = await saveWeight({ metric, value }, token);
      setDrafts(toDrafts(weights));
      setMessage({ tone: 'success', text: `Saved ${metric} = ${weights[metric]}` });
    } catch (error) {
      console.error(error);
      setMessage({ tone: 'error', text: 'Failed to save.' });
    } finally {
      setSaving(null);
    }
  }

  return (
    <AdminSection title="Algorithm Weights" description={<p>Production weights, 0 to 1 in steps of 0.01.</p>}>
      {loadError ? <Notice tone="error">{loadError}</Notice> : null}
      {drafts ? (
        <ul className="ad-weights">
          {WEIGHT_NAMES.map((name) => (
            <li key={name} className="ad-weight">
              <label className="ad-weight__label" htmlFor={`${idPrefix}-${name}`}>
                <strong>{name}</strong> {WEIGHT_DESCRIPTIONS[name]}
              </label>
              <input
                id={`${idPrefix}-${name}`}
                className="sl-input"
                type="number"
                min={WEIGHT_MIN}
                max={WEIGHT_MAX}
                step={WEIGHT_STEP}
                value={drafts[name]}
                onChange={(event) => setDrafts({ ...drafts, [name]: event.target.value })}
              />
              <Button
                variant="secondary"
                busy={saving === name}
                onClick={() => void save(name)}
                aria-label={`Save ${name}`}
              >
                Save
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </AdminSection>
  );
}
