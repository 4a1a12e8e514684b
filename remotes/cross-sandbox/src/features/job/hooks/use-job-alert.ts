// The dashboard's one error line: why a start or a resume failed, or why a completed job's results
// could not be shown. Each new start clears it; the results feature reports through `show`.
import { useCallback, useState } from 'react';

export interface JobAlert {
  readonly message: string | undefined;
  show(message: string): void;
  clear(): void;
}

export function useJobAlert(): JobAlert {
  const [message, show] = useState<string | undefined>();
  const clear = useCallback(() => show(undefined), []);
  return { message, show, clear };
}
