// The dashboard's one error line: why a start or a resume failed, or why a completed job's results
// could not be shown. Each new start clears it; the results feature reports through `show`.
import { useCallback, useState } from 'react';

export interface JobAlert {
  readonly message: string | undefined;
  show(message: string): void;
  clear(): void;
}

export function useJobAlert(): JobAlert {
  const [message, setMessage] = useState<string | undefined>();
  const show = useCallback((text: string) => setMessage(text), []);
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, show, clear };
}
