// The finished matrix jobs, loaded with the dashboard and again after each completed job; a failed
// load shows an empty history rather than an error (the list is a convenience beside the job).
import { useCallback, useEffect, useState } from 'react';
import type { MatrixHistoryEntry } from '@scoreline/contracts';
import { getHistory } from '../api/get-history.ts';

export function useHistory(token: string) {
  const [history, setHistory] = useState<MatrixHistoryEntry[]>([]);

  const reload = useCallback(async () => {
    try {
      setHistory(await getHistory(token));
    } catch {
      setHistory([]);
    }
  }, [token]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { history, reload };
}
