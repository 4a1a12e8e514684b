// The system diagnostic on the dashboard: the one loaded at unlock, then 'Refresh' loads it again.
// A refused token ends the admin session (the gate asks for the password again); any other failure
// keeps the last diagnostic beside docs/product.md's message.
import { useState } from 'react';
import type { MatrixDiagnostic } from '@scoreline/contracts';
import { isAuthFailure } from '@scoreline/api-client';
import { getDiagnostic } from '../api/get-diagnostic.ts';

export const DIAGNOSTIC_FAILED_TEXT = 'Failed to load diagnostic. Check console for details.';

export function useDiagnostic(token: string, initial: MatrixDiagnostic, onRefused: () => void) {
  const [diagnostic, setDiagnostic] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = async (): Promise<void> => {
    setBusy(true);
    try {
      setDiagnostic(await getDiagnostic(token));
      setError(undefined);
    } catch (failure) {
      if (isAuthFailure(failure)) {
        onRefused();
        return;
      }
      console.error(failure);
      setError(DIAGNOSTIC_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  };

  return { diagnostic, error, busy, refresh };
}
