// Outcome accuracy of every weight set × rounding config, drawn with the site's chart library
// (recharts through @scoreline/ui/charts): a scatter on two category axes whose points are coloured
// cells, each with its value written in it. The colours run along viridis (d3-scale-chromatic):
// perceptually even, readable by colour-blind readers, and light enough at every step to stand
// apart from the dark page; a legend under the drawing says which colour is which accuracy. The
// numbers are also in the frame's table, and a tooltip names the cell under the pointer.
import type { MatrixResult } from '@scoreline/contracts';
import { CHART_COLORS, ChartFrame, TOOLTIP_PROPS } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';
import { interpolateViridis } from 'd3-scale-chromatic';
import { ResponsiveContainer, Scatter, ScatterChart, Text, Tooltip, XAxis, YAxis } from 'recharts';

interface Cell {
  readonly weight_set: string;
  readonly rounding_config: string;
  readonly outcome_accuracy: number;
}

// Sized so that a cell holds its value ('51.25') in 12 px text, a weight set's name fits in two
// lines of the label column, and a configuration's name slants under its column; a narrower
// screen scrolls the drawing sideways (ChartFrame minWidth) rather than squeezing the cells.
const ROW_HEIGHT = 34;
const CELL_WIDTH = 52;
const COLUMN_GAP = 4;
const LABEL_WIDTH = 132;
const MARGIN = { top: 10, right: 24, bottom: 8, left: 8 } as const;
const X_AXIS_HEIGHT = 96;
const TICK_STYLE = { fill: CHART_COLORS.muted, fontSize: 12 } as const;
/** The part of viridis used: its darkest violet is too close to the page's navy. */
const SCALE_FROM = 0.18;

/** The cell colour of `value` between this result's lowest and highest accuracy ('#rrggbb'). */
export function colourOf(value: number, min: number, max: number): string {
  const t = max === min ? 1 : (value - min) / (max - min);
  return interpolateViridis(SCALE_FROM + t * (1 - SCALE_FROM));
}

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Black or white, whichever contrasts more with the cell: at every step of the scale used that is
 * at least 4.6:1 (WCAG AA for 12 px text).
 */
export function inkOn(fill: string): '#000000' | '#ffffff' {
  const cell = luminance(fill);
  return (cell + 0.05) / 0.05 >= 1.05 / (cell + 0.05) ? '#000000' : '#ffffff';
}

const valueText = (value: number) => value.toFixed(2);

interface TickProps {
  readonly x?: number;
  readonly y?: number;
  readonly payload?: { readonly value: unknown };
}

/** A weight set's name, wrapped to two lines of the label column. */
function RowLabel({ x = 0, y = 0, payload }: TickProps) {
  return (
    <Text x={x} y={y} width={LABEL_WIDTH - 12} textAnchor="end" verticalAnchor="middle" maxLines={2} {...TICK_STYLE}>
      {String(payload?.value ?? '')}
    </Text>
  );
}

/** A configuration's name, slanted under its column so neighbours never overlap. */
function ColumnLabel({ x = 0, y = 0, payload }: TickProps) {
  return (
    <Text x={x} y={y + 6} angle={-40} textAnchor="end" verticalAnchor="middle" width={X_AXIS_HEIGHT * 1.4} maxLines={1} {...TICK_STYLE}>
      {String(payload?.value ?? '')}
    </Text>
  );
}

function CellTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Cell }> }) {
  const cell = payload?.[0]?.payload;
  if (!active || !cell) return null;
  return (
    <div className="cs-heat-map__tooltip" style={TOOLTIP_PROPS.contentStyle}>
      <p>{cell.weight_set}</p>
      <p>{cell.rounding_config}</p>
      <p>
        <strong>{formatPercent(cell.outcome_accuracy, 2)}</strong> outcome accuracy
      </p>
    </div>
  );
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
  const height = result.weight_set_names.length * ROW_HEIGHT + MARGIN.top + MARGIN.bottom + X_AXIS_HEIGHT;
  const minWidth =
    MARGIN.left + LABEL_WIDTH + result.rounding_config_names.length * (CELL_WIDTH + COLUMN_GAP) + MARGIN.right;
  const legend = [0, 0.25, 0.5, 0.75, 1].map((t) => colourOf(min + t * (max - min), min, max));
  return (
    <div className="cs-heat-map">
      <ChartFrame
        title="Outcome accuracy heat map"
        description={`Outcome accuracy (%) of each weight set (rows) with each rounding configuration (columns), written in each cell; brighter is better. ${result.rounding_config_names.length} configurations × ${result.weight_set_names.length} weight sets.`}
        height={height}
        minWidth={minWidth}
        legend={
          <div className="cs-heat-map__legend">
            <span>{formatPercent(min, 2)}</span>
            <span
              className="cs-heat-map__scale"
              role="img"
              aria-label={`Colour scale from ${formatPercent(min, 2)} (dark blue) to ${formatPercent(max, 2)} (yellow)`}
              style={{ background: `linear-gradient(to right, ${legend.join(', ')})` }}
            />
            <span>{formatPercent(max, 2)}</span>
          </div>
        }
        table={{
          columns: [
            { key: 'weight_set', label: 'Weight set', cell: (row: Cell) => row.weight_set },
            { key: 'rounding_config', label: 'Rounding config', cell: (row: Cell) => row.rounding_config },
            { key: 'outcome_accuracy', label: 'Outcome accuracy', cell: (row: Cell) => formatPercent(row.outcome_accuracy, 2) },
          ],
          rows: cells,
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={MARGIN} aria-label="Outcome accuracy heat map: each cell's value is written in it and listed in the table below.">
            <XAxis
              type="category"
              dataKey="rounding_config"
              allowDuplicatedCategory={false}
              interval={0}
              height={X_AXIS_HEIGHT}
              tick={<ColumnLabel />}
              tickLine={false}
              stroke={CHART_COLORS.grid}
            />
            <YAxis
              type="category"
              dataKey="weight_set"
              allowDuplicatedCategory={false}
              width={LABEL_WIDTH}
              interval={0}
              tick={<RowLabel />}
              tickLine={false}
              stroke={CHART_COLORS.grid}
            />
            <Tooltip content={<CellTooltip />} cursor={false} />
            <Scatter
              data={cells}
              dataKey="outcome_accuracy"
              isAnimationActive={false}
              shape={(props: { cx?: number; cy?: number; payload?: Cell }) => {
                const value = props.payload?.outcome_accuracy ?? min;
                const fill = colourOf(value, min, max);
                const cx = props.cx ?? 0;
                const cy = props.cy ?? 0;
                return (
                  <g className="cs-heat-map__cell">
                    <rect
                      x={cx - CELL_WIDTH / 2}
                      y={cy - ROW_HEIGHT / 2 + 1}
                      width={CELL_WIDTH}
                      height={ROW_HEIGHT - 2}
                      rx={3}
                      fill={fill}
                    />
                    <text x={cx} y={cy} dy="0.35em" textAnchor="middle" fontSize={12} fontWeight={700} fill={inkOn(fill)}>
                      {valueText(value)}
                    </text>
                  </g>
                );
              }}
            />
          </ScatterChart>
        </ResponsiveContainer>
      </ChartFrame>
    </div>
  );
}
