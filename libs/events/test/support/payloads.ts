// The payload the bus tests send most: a matrix combination's result (matrix.combination.completed),
// small and keyed by its job, so a job's events share one partition and keep their order.
export const combinationCompleted = (jobId: string, index: number) => ({
  job_id: jobId,
  index,
  weight_set_id: 'ws-1',
  weight_set_name: 'Default',
  rounding_config_id: 'rc-1',
  rounding_config_name: 'Production',
  metrics: { total_fixtures: 380, correct_outcomes: 190, correct_scores: 40 },
});
