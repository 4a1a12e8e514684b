// Outcome accuracy of every weight set × rounding config, drawn with the site's chart library
// (recharts through @scoreline/ui/charts): a scatter on two category axes whose points are coloured
// cells. The numbers are also in the frame's table for screen readers.
import type { MatrixResult } from '@scoreline/contracts';
import { ChartFrame } from '@scoreline/ui/charts';
import { ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';

interface Cell {
  readonly weight_set: string;
  readonly rounding_config: string;
  readonly outcome_accuracy: number;
}

// Sized so that a weight set's name (up to two lines of 12 px text in the label column) never runs
// into the next row's, and eight configurations' columns stay apart; a narrower screen scrolls the
// drawing sideways (ChartFrame minWidth) rather than squeezing the cells into each other.
const ROW_HEIGHT = 34;
const CELL_WIDTH = 60;
const COLUMN_GAP = 8;
const LABEL_WIDTH = 190;
const MARGIN = { top: 10, right: 16, bottom: 70, left: 8 } as const;
const TICK = { fontSize: 12 } as const;

/** Light to dark blue from the lowest to the highest accuracy of this result. */
function colour(value: number, min: number, max: number): string {
  const t = max === min ? 1 : (value - min) / (max - min);
  return `hsl(215 70% ${Math.round(85 - t * 50)}%)`;
}

export function AccuracyHeatMap({ result }: { readonly result: MatrixResult }) {
  const cells: Cell[] = result.combinations.map((c) => ({
    weight_set: c.weight_set_name,
    rounding_config: c.rounding_config_name,
    outcome_accuracy: c.outcome_accuracy,
  }));
  const values = cells.map((c) => c.outcome_accuracy);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const height = result.weight_set_names.length * ROW_HEIGHT + MARGIN.top + MARGIN.bottom;
  const minWidth =
    MARGIN.left + LABEL_WIDTH + result.rounding_config_names.length * (CELL_WIDTH + COLUMN_GAP) + MARGIN.right;
  return (
    <ChartFrame
      title="Outcome accuracy heat map"
      description="Outcome accuracy (%) of each weight set (rows) with each rounding configuration (columns); darker is better."
      height={height}
      minWidth={minWidth}
      table={{
        columns: [
          { key: 'weight_set', label: 'Weight set', cell: (row: Cell) => row.weight_set },
          { key: 'rounding_config', label: 'Rounding config', cell: (row: Cell) => row.rounding_config },
          { key: 'outcome_accuracy', label: 'Outcome accuracy', cell: (row: Cell) => `${row.outcome_accuracy.toFixed(2)}%` },
        ],
        rows: cells,
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the drawing is aria-hidden (the frame's table is what assistive
            technology reads), and a focusable element inside it would be reachable yet unnamed. */}
        <ScatterChart margin={MARGIN} accessibilityLayer={false}>
          <XAxis type="category" dataKey="rounding_config" allowDuplicatedCategory={false} angle={-30} textAnchor="end" interval={0} tick={TICK} />
          <YAxis type="category" dataKey="weight_set" allowDuplicatedCategory={false} width={LABEL_WIDTH} interval={0} tick={TICK} />
          <Tooltip formatter={(value) => (typeof value === 'number' ? `${value.toFixed(2)}%` : String(value))} />
          <Scatter
            data={cells}
            dataKey="outcome_accuracy"
            isAnimationActive={false}
            shape={(props: { cx?: number; cy?: number; payload?: Cell }) => (
              <rect
                x={(props.cx ?? 0) - CELL_WIDTH / 2}
                y={(props.cy ?? 0) - ROW_HEIGHT / 2 + 1}
                width={CELL_WIDTH}
                height={ROW_HEIGHT - 2}
                fill={colour(props.payload?.outcome_accuracy ?? min, min, max)}
              />
            )}
          />
        </ScatterChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
