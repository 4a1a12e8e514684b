import { CHART_COLORS } from './palette.ts';

// The axis, grid, tooltip and legend look every chart shares: readable on the dark surface.
export const AXIS_PROPS = {
  stroke: CHART_COLORS.muted,
  tick: { fill: CHART_COLORS.muted, fontSize: 12 },
  tickLine: false,
} as const;

export const GRID_PROPS = { stroke: CHART_COLORS.grid, strokeDasharray: '3 3' } as const;

export const TOOLTIP_PROPS = {
  contentStyle: {
    background: CHART_COLORS.surface,
    border: `1px solid ${CHART_COLORS.grid}`,
    borderRadius: 8,
    color: CHART_COLORS.text,
  },
  labelStyle: { color: CHART_COLORS.text },
  itemStyle: { color: CHART_COLORS.text },
} as const;

export const LEGEND_PROPS = { wrapperStyle: { color: CHART_COLORS.text, fontSize: 13 } } as const;

/** Room around the plot so axis labels are not cut off. */
export const CHART_MARGIN = { top: 8, right: 16, bottom: 8, left: 0 } as const;
