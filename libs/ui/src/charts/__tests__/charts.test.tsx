import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AccuracyBarsView, BarChartView, ChartFrame, KEYBOARD_HINT, LineChartView, ScatterChartView, SERIES_COLORS, seriesColor } from '../index.ts';

const percent = (value: number) => `${value.toFixed(1)}%`;

describe('ChartFrame', () => {
  it('names the figure by its title, describes it, and keeps its figures as a table behind a disclosure', async () => {
    render(
      <ChartFrame
        title="Accuracy by gameweek"
        description="Share of outcomes predicted correctly."
        height={200}
        table={{ columns: [{ key: 'gw', label: 'Gameweek' }, { key: 'acc', label: 'Accuracy' }], rows: [{ gw: 1, acc: 50 }] }}
      >
        <svg data-testid="drawing-content" />
      </ChartFrame>,
    );
    const figure = screen.getByRole('figure', { name: 'Accuracy by gameweek' });
    expect(figure).toHaveAccessibleDescription('Share of outcomes predicted correctly.');
    expect(screen.getByTestId('chart-drawing')).not.toHaveAttribute('aria-hidden');
    const disclosure = within(figure).getByText('Show the figures as a table');
    expect(disclosure.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(disclosure);
    const table = within(figure).getByRole('table', { name: 'Accuracy by gameweek' });
    expect(within(table).getByRole('rowheader', { name: '1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '50' })).toBeInTheDocument();
  });

  it('keeps a drawing with a minimum width legible by scrolling it sideways in a focusable region, and says so', () => {
    // A phone: the region is narrower than the drawing's minimum width.
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    onTestFinished(() => clientWidth.mockRestore());
    render(
      <ChartFrame title="Heat map" height={120} minWidth={720} table={{ columns: [{ key: 'a', label: 'A' }], rows: [{ a: 1 }] }}>
        <svg />
      </ChartFrame>,
    );
    const scroller = screen.getByRole('group', { name: 'Heat map (scrolls sideways)' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    const drawing = within(scroller).getByTestId('chart-drawing');
    expect(drawing).toHaveStyle({ minWidth: '720px', height: '120px' });
    expect(screen.getByText('Scroll sideways to see all of it →')).toBeInTheDocument();
  });

  it('does not say it scrolls where the screen is wide enough for the minimum width', () => {
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    onTestFinished(() => clientWidth.mockRestore());
    render(
      <ChartFrame title="Heat map" height={120} minWidth={720} table={{ columns: [{ key: 'a', label: 'A' }], rows: [{ a: 1 }] }}>
        <svg />
      </ChartFrame>,
    );
    expect(screen.getByRole('group', { name: 'Heat map (scrolls sideways)' })).toBeInTheDocument();
    expect(screen.queryByText('Scroll sideways to see all of it →')).not.toBeInTheDocument();
  });

  it('keeps a legend between the drawing and its figures, inside the figure', () => {
    render(
      <ChartFrame title="Heat map" height={120} legend={<p>Colour scale</p>} table={{ columns: [{ key: 'a', label: 'A' }], rows: [{ a: 1 }] }}>
        <svg />
      </ChartFrame>,
    );
    const figure = screen.getByRole('figure', { name: 'Heat map' });
    const legend = within(figure).getByText('Colour scale');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByTestId('chart-drawing'), legend)).toBe(true);
    expect(follows(legend, within(figure).getByText('Show the figures as a table'))).toBe(true);
  });

  it('draws without a scrolling region when no minimum width is asked for', () => {
    render(
      <ChartFrame title="Line" height={100} table={{ columns: [{ key: 'a', label: 'A' }], rows: [{ a: 1 }] }}>
        <svg />
      </ChartFrame>,
    );
    expect(screen.queryByRole('group', { name: /scrolls sideways/ })).not.toBeInTheDocument();
  });

  it('shows the table open when asked, with a dash for a missing value', () => {
    render(
      <ChartFrame
        title="T"
        showTable
        height={100}
        table={{ caption: 'Figures', columns: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], rows: [{ a: 'x', b: null }] }}
      >
        <svg />
      </ChartFrame>,
    );
    const table = screen.getByRole('table', { name: 'Figures' });
    expect(table.closest('details')).toBeNull();
    expect(within(table).getByRole('cell', { name: '–' })).toBeInTheDocument();
  });
});

describe('LineChartView', () => {
  const data = [
    { gameweek: 1, outcome: 40, score: 10 },
    { gameweek: 2, outcome: 55.5, score: 12.25 },
    { gameweek: 3, outcome: 60, score: 8 },
  ];

  it('draws one SVG line per series with the palette colours, and tabulates the formatted values', async () => {
    const { container } = render(
      <LineChartView
        title="Accuracy by gameweek"
        data={data}
        x={{ key: 'gameweek', label: 'Gameweek' }}
        series={[
          { key: 'outcome', label: 'Outcome accuracy' },
          { key: 'score', label: 'Exact score accuracy' },
        ]}
        formatValue={percent}
      />,
    );
    // recharts lays the chart out after its first render.
    await waitFor(() => expect(container.querySelectorAll('path.recharts-line-curve')).toHaveLength(2));
    const lines = container.querySelectorAll('path.recharts-line-curve');
    expect(lines[0]).toHaveAttribute('stroke', SERIES_COLORS[0]);
    expect(lines[1]).toHaveAttribute('stroke', SERIES_COLORS[1]);
    const table = screen.getByRole('table', { name: 'Accuracy by gameweek' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Gameweek',
      'Outcome accuracy',
      'Exact score accuracy',
    ]);
    expect(within(table).getByRole('cell', { name: '55.5%' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12.3%' })).toBeInTheDocument();
  });

  it('makes the drawing one focusable, named element: the arrow keys read its values', async () => {
    const { container } = render(
      <LineChartView title="T" data={data} x={{ key: 'gameweek', label: 'Gameweek' }} series={[{ key: 'outcome', label: 'O' }]} />,
    );
    await waitFor(() => expect(container.querySelector('path.recharts-line-curve')).not.toBeNull());
    const focusable = container.querySelectorAll('[tabindex]:not([tabindex="-1"])');
    expect(focusable).toHaveLength(1);
    expect(focusable[0]!.tagName.toLowerCase()).toBe('svg');
    expect(focusable[0]).toHaveAttribute('aria-label', `T. ${KEYBOARD_HINT}`);
  });
});

describe('BarChartView', () => {
  const data = [
    { name: 'Balanced', outcome: 48.2, score: 9.1 },
    { name: 'Home heavy', outcome: 51, score: 11.4 },
  ];

  it('draws one bar per category and series, in the colour given', async () => {
    const { container } = render(
      <BarChartView
        title="Compare"
        data={data}
        category={{ key: 'name', label: 'Experiment' }}
        series={[
          { key: 'outcome', label: 'Outcome', color: '#123456' },
          { key: 'score', label: 'Score' },
        ]}
        orientation="horizontal"
        formatValue={percent}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(4));
    const bars = container.querySelectorAll('.recharts-bar-rectangle path');
    expect(bars[0]).toHaveAttribute('fill', '#123456');
    expect(bars[2]).toHaveAttribute('fill', SERIES_COLORS[1]);
    expect(screen.getByRole('rowheader', { name: 'Home heavy' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '51.0%' })).toBeInTheDocument();
  });

  it('labels every category along the bottom, wrapping a long name instead of dropping it', async () => {
    const ranges = [
      { name: 'Early season (GW1-10)', outcome: 48 },
      { name: 'Mid season (GW11-28)', outcome: 52 },
      { name: 'Late season (GW29-38)', outcome: 50 },
    ];
    const { container } = render(
      <BarChartView title="Ranges" data={ranges} category={{ key: 'name', label: 'Range' }} series={[{ key: 'outcome', label: 'Outcome' }]} />,
    );
    // The tick labels are drawn in a layer of their own, after the bars.
    const labels = () => [...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label')];
    await waitFor(() => expect(labels()).toHaveLength(3));
    // Wrapped lines are separate tspans, so compare without the spaces between words.
    const squeeze = (text: string | null) => (text ?? '').replace(/\s/g, '');
    expect(labels().map((label) => squeeze(label.textContent))).toEqual(ranges.map((range) => squeeze(range.name)));
  });
});

describe('AccuracyBarsView', () => {
  it('draws both accuracies of each item and tabulates them as percentages under the item label', async () => {
    const bars = [
      { name: 'Balanced', outcome: 48.2, score: 9.1 },
      { name: 'Home heavy', outcome: 51, score: 11.4 },
    ];
    const { container } = render(<AccuracyBarsView title="Accuracy by experiment" description="Both accuracies." bars={bars} itemLabel="Experiment" />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(4));
    const table = screen.getByRole('table', { name: 'Accuracy by experiment' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Experiment',
      'Outcome accuracy',
      'Exact score accuracy',
    ]);
    expect(within(table).getByRole('cell', { name: '11.4%' })).toBeInTheDocument();
  });
});

describe('ScatterChartView', () => {
  it('draws each point and the y = x diagonal, and tabulates points by series and label', async () => {
    const { container } = render(
      <ScatterChartView
        title="Calibration"
        series={[
          {
            label: 'Home win',
            points: [
              { x: 0.2, y: 0.25, label: '20% bucket' },
              { x: 0.6, y: 0.55, label: '60% bucket' },
            ],
          },
          { label: 'Draw', points: [{ x: 0.3, y: 0.28 }] },
        ]}
        xAxis={{ label: 'Forecast', domain: [0, 1] }}
        yAxis={{ label: 'Observed', domain: [0, 1] }}
        diagonal
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.recharts-scatter-symbol')).toHaveLength(3));
    expect(container.querySelector('.recharts-reference-line')).not.toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Home win: 60% bucket' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Draw' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Observed' })).toBeInTheDocument();
  });
});

describe('seriesColor', () => {
  it('cycles through the palette', () => {
    expect(seriesColor(0)).toBe(SERIES_COLORS[0]);
    expect(seriesColor(SERIES_COLORS.length + 1)).toBe(SERIES_COLORS[1]);
  });
});
