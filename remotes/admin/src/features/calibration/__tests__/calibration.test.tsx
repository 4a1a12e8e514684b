import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCalibration } from '../../../testing/data/calibration.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, renderAdmin } from '../../../testing/render.tsx';
import { CalibrationSection } from '../components/calibration-section.tsx';

describe('Probability Calibration', () => {
  it('plots predicted against observed per bin, with the count per bin', async () => {
    const api = fakeApi({ 'GET /api/admin/calibration': () => json(aCalibration()) });
    renderAdmin(<CalibrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Calibration' }));
    const plot = await screen.findByRole('figure', { name: 'Calibration' });
    expect(plot.querySelectorAll('.recharts-scatter-symbol').length).toBe(8);
    expect(within(plot).getByRole('table')).toHaveTextContent('50%-60% (405 forecasts)');
    const counts = screen.getByRole('figure', { name: 'Forecasts per bin' });
    expect(within(counts).getByRole('table')).toHaveTextContent('407');
    expect(screen.getByText('1.2 points')).toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says so when nothing is judged yet, and shows a failure', async () => {
    fakeApi({
      'GET /api/admin/calibration': () =>
        json({
          ...aCalibration(),
          fixtures: 0,
          forecasts: 0,
          expected_calibration_error: null,
          bins: aCalibration().bins.map((b) => ({
            ...b,
            count: 0,
            predicted_mean: null,
            observed_frequency: null,
          })),
        }),
    });
    const { unmount } = renderAdmin(<CalibrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Calibration' }));
    expect(await screen.findByText('No finished fixture has a stored prediction yet.')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /api/admin/calibration': () => Promise.reject(new TypeError('offline')) });
    renderAdmin(<CalibrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Calibration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load calibration');
  });
});
