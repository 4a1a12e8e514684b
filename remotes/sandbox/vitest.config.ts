import { browserTestedConfig } from '../../vitest.shared.ts';

// Component tests and browser tests of the built sandbox remote through the shell (vitest.shared.ts).
// The e2e bound: an experiment is a walk-forward backtest and a promotion recalculates every prediction.
export default browserTestedConfig(import.meta.dirname, { e2eTestTimeout: 300_000 });
