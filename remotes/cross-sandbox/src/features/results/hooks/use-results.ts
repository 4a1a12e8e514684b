// A completed job's results (the heat map and the best combinations). A failure is told through
// `onFailure` with docs/product.md §8's words: a job without a result, or an answer that is not a
// result, is 'Invalid results data received'; anything else 'Failed to load results: <detail>'.
import { useCallback, useState } from 'react';
import type { MatrixResult } from '@scoreline/contracts';
import { failureMessage, isApiError } from '@scoreline/api-client';
import { getResults } from '../api/get-results.ts';

export const INVALID_RESULTS_TEXT = 'Invalid results data received';

export function useResults(token: string, onFailure: (message: string) => void) {
  const [result, setResult] = useState<MatrixResult | null>(null);

  const load = useCallback(
    async (resultId: string) => {
      try {
        setResult(await getResults(token, resultId));
      } catch (error) {
        onFailure(isApiError(error) && error.status === 0 && !error.detail ? INVALID_RESULTS_TEXT : `Failed to load results: ${failureMessage(error)}`);
      }
    },
    [token, onFailure],
  );
  /** A completed job's results; a job that names none is invalid results data. */
  const show = useCallback(
    (resultId: string | null) => {
      if (resultId) void load(resultId);
      else onFailure(INVALID_RESULTS_TEXT);
    },
    [load, onFailure],
  );
  const clear = useCallback(() => setResult(null), []);

  return { result, show, clear };
}
