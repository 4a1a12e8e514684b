// Limited-memory BFGS (Nocedal & Wright, algorithm 7.4) with a backtracking Armijo line search.
// Written here rather than taken from npm: the packages on offer (fmin 0.0.4, numeric 1.2.6) are
// unmaintained since 2016/2012, have no L-BFGS (only CG, Nelder–Mead or dense BFGS on plain arrays),
// and allocate per iteration. This one works in place on Float64Arrays, which keeps a 6,000-match fit
// in a few milliseconds, and treats a non-finite objective (a Dixon–Coles τ ≤ 0) as "step too long".

export interface Objective {
  /** Writes the gradient into `gradient` and returns the value to minimise at `x`. */
  (x: Float64Array, gradient: Float64Array): number;
}

export interface LbfgsOptions {
  /** Pairs (s, y) kept for the inverse-Hessian estimate. */
  memory?: number;
  maxIterations?: number;
  /** Stop when the largest gradient component is below this. */
  gradientTolerance?: number;
  /** Stop when an iteration improves the value by less than this (relative). */
  valueTolerance?: number;
}

export interface LbfgsResult {
  x: Float64Array;
  value: number;
  iterations: number;
  evaluations: number;
  converged: boolean;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

function maxAbs(a: Float64Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] as number));
  return m;
}

/** Minimises `f` from `start` (not modified). */
export function minimizeLbfgs(f: Objective, start: Float64Array, options: LbfgsOptions = {}): LbfgsResult {
  const m = options.memory ?? 8;
  const maxIterations = options.maxIterations ?? 500;
  const gtol = options.gradientTolerance ?? 1e-6;
  const vtol = options.valueTolerance ?? 1e-12;
  const n = start.length;
  const x = Float64Array.from(start);
  const g = new Float64Array(n);
  const xNew = new Float64Array(n);
  const gNew = new Float64Array(n);
  const d = new Float64Array(n);
  const s = Array.from({ length: m }, () => new Float64Array(n));
  const y = Array.from({ length: m }, () => new Float64Array(n));
  const rho = new Float64Array(m);
  const alpha = new Float64Array(m);
  let stored = 0;
  let head = 0;
  let evaluations = 1;
  let value = f(x, g);
  if (!Number.isFinite(value)) throw new Error('L-BFGS: the objective is not finite at the start point');
  let iterations = 0;
  let converged = maxAbs(g) < gtol;

  while (!converged && iterations < maxIterations) {
    iterations++;
    // Two-loop recursion: d = −H·g.
    for (let i = 0; i < n; i++) d[i] = -(g[i] as number);
    for (let k = 0; k < stored; k++) {
      const j = (head - 1 - k + m) % m;
      const a = (rho[j] as number) * dot(s[j] as Float64Array, d);
      alpha[j] = a;
      const yj = y[j] as Float64Array;
      for (let i = 0; i < n; i++) d[i] = (d[i] as number) - a * (yj[i] as number);
    }
    let gamma = 1;
    if (stored > 0) {
      const j = (head - 1 + m) % m;
      gamma = dot(s[j] as Float64Array, y[j] as Float64Array) / dot(y[j] as Float64Array, y[j] as Float64Array);
    } else {
      // First step: a unit-length move along the steepest descent, whatever the gradient's scale.
      gamma = 1 / Math.max(1, Math.sqrt(dot(g, g)));
    }
    for (let i = 0; i < n; i++) d[i] = (d[i] as number) * gamma;
    for (let k = stored - 1; k >= 0; k--) {
      const j = (head - 1 - k + m) % m;
      const b = (rho[j] as number) * dot(y[j] as Float64Array, d);
      const sj = s[j] as Float64Array;
      for (let i = 0; i < n; i++) d[i] = (d[i] as number) + ((alpha[j] as number) - b) * (sj[i] as number);
    }
    let slope = dot(g, d);
    if (!(slope < 0)) {
      // Not a descent direction (curvature estimate went stale): restart from steepest descent.
      stored = 0;
      for (let i = 0; i < n; i++) d[i] = -(g[i] as number) / Math.max(1, Math.sqrt(dot(g, g)));
      slope = dot(g, d);
    }

    // Backtracking line search with the Armijo condition.
    let step = 1;
    let newValue = Infinity;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < n; i++) xNew[i] = (x[i] as number) + step * (d[i] as number);
      newValue = f(xNew, gNew);
      evaluations++;
      if (Number.isFinite(newValue) && newValue <= value + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!Number.isFinite(newValue) || newValue > value) break;

    const sNext = s[head] as Float64Array;
    const yNext = y[head] as Float64Array;
    for (let i = 0; i < n; i++) {
      sNext[i] = (xNew[i] as number) - (x[i] as number);
      yNext[i] = (gNew[i] as number) - (g[i] as number);
    }
    const sy = dot(sNext, yNext);
    if (sy > 1e-12) {
      rho[head] = 1 / sy;
      head = (head + 1) % m;
      stored = Math.min(stored + 1, m);
    }
    const improvement = value - newValue;
    x.set(xNew);
    g.set(gNew);
    value = newValue;
    if (maxAbs(g) < gtol || improvement <= vtol * Math.max(1, Math.abs(value))) converged = true;
  }
  return { x, value, iterations, evaluations, converged };
}
