// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The calibration of the
// probabilities.
import { calibrationResponseSchema } from '@scoreline/contracts';

export const aCalibration = () =>
  calibrationResponseSchema.parse({
    season: null,
    fixtures: 1520,
    forecasts: 4560,
    bins: Array.from({ length: 10 }, (_, i) => ({
      from: i / 10,
      to: (i + 1) / 10,
      count: i < 8 ? 400 + i : 0,
      predicted_mean: i < 8 ? i / 10 + 0.05 : null,
      observed_frequency: i < 8 ? i / 10 + 0.04 : null,
    })),
    expected_calibration_error: 0.012,
  });
