// Every text of the track-record page in one place (docs/product.md's screens do not word this
// page; these follow the site's voice: plain, confident, no hype).

export const TRACK_RECORD_TEXTS = {
  title: 'Track Record | Scoreline',
  description:
    'Every Scoreline prediction is sealed at kick-off and graded after the final whistle. See our outcome and exact-score accuracy, season by season, against a naive always-home-win baseline.',
  heading: 'Our track record',
  lead: 'Every prediction is sealed at kick-off and graded after the final whistle. Check how we did before you pay.',
  loading: 'Loading track record...',
  errorTitle: 'Connection Error',
  retry: 'Try Again',
  emptyTitle: 'No graded predictions yet',
  emptyText: 'Check back after the next final whistle.',
  liveHeading: 'Live record',
  liveNote: 'Predictions sealed at kick-off, exactly as the site showed them.',
  liveTooShortTitle: 'The live record is shorter than one gameweek',
  liveTooShortText: (since: string | null) =>
    since
      ? `We seal every prediction at kick-off since ${since}. Figures appear here once a full gameweek has been sealed and graded.`
      : 'Figures appear here once a full gameweek has been sealed and graded.',
  backtestHeading: 'Backtest',
  backtestNote: 'Matches played before the site ran, predicted walk-forward: each one only from the results before it.',
  productionConfiguration: (configuration: string) => `Predicted, and shown, as the site shows them now: ${configuration}.`,
  shownNote: 'Every figure grades the outcome and the exact score the site shows, not a number behind them.',
  outcomeAccuracy: 'Outcome accuracy',
  exactAccuracy: 'Exact scores',
  rps: 'RPS (lower is better)',
  matches: 'Matches graded',
  baseline: (value: string) => `Always home win: ${value}`,
  chartTitle: 'Rolling outcome accuracy',
  chartDescription: (gameweeks: number) =>
    `Share of outcomes called right over the last ${gameweeks} gameweeks, against always backing the home side.`,
  chartModel: 'Scoreline',
  chartBaseline: 'Always home win',
  seasonsHeading: 'Season by season',
  browserHeading: 'Gameweek by gameweek',
  season: 'Season',
  gameweek: 'Gameweek',
  previous: 'Previous gameweek',
  next: 'Next gameweek',
  gameweekLoading: 'Loading gameweek...',
  lockedNote:
    'Exact scores and probabilities of this gameweek are still on sale. They appear here once every match has kicked off.',
  noGameweek: 'No predictions for this gameweek yet.',
  columns: { match: 'Match', prediction: 'Prediction', score: 'Predicted score', result: 'Result', verdict: 'Outcome', source: 'Source' },
  locked: 'Locked',
  pending: 'Pending',
  none: 'No prediction',
  correct: 'Correct',
  wrong: 'Wrong',
  exactHit: 'Exact score',
  /** A row's source: sealed at kick-off, backtested, or the live prediction of a match not played yet. */
  sources: { live: 'Sealed', backtest: 'Backtest', upcoming: 'Live' },
  outcomes: { home_win: 'Home win', draw: 'Draw', away_win: 'Away win' },
} as const;
