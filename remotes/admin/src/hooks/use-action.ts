// One button's call: busy while it runs, then its answer or the message of its failure. Every
// section's buttons use it, so the states (docs/product.md §4) read the same everywhere.
import { useCallback, useRef, useState } from 'react';

export type ActionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'busy' }
  | { readonly status: 'done'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string };

export interface Action<T, A extends unknown[]> {
  readonly state: ActionState<T>;
  readonly busy: boolean;
  run(...args: A): Promise<void>;
}

/** `describeFailure` turns a thrown value into the text docs/product.md §8 gives for this action. */
export function useAction<T, A extends unknown[]>(
  call: (...args: A) => Promise<T>,
  describeFailure: (error: unknown) => string,
): Action<T, A> {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const callRef = useRef(call);
  callRef.current = call;
  const describeRef = useRef(describeFailure);
  describeRef.current = describeFailure;

  const run = useCallback(async (...args: A) => {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', data: await callRef.current(...args) });
    } catch (error) {
      console.error(error);
      setState({ status: 'failed', message: describeRef.current(error) });
    }
  }, []);

  return { state, busy: state.status === 'busy', run };
}
