import { createElement, type SVGProps } from 'react';
import { Text } from 'recharts';
import { CHART_COLORS } from './palette.ts';

// The axis, grid, tooltip and legend look every chart shares: readable on the dark surface.
export const AXIS_PROPS = {
  stroke: CHART_COLORS.muted,
  tick: { fill: CHART_COLORS.muted, fontSize: 12 },
  tickLine: false,
} as const;

/**
 * A numeric axis along the side: as wide as its widest label (recharts measures them), so '100.0%'
 * is never cut to '00.0%'.
 */
export const VALUE_AXIS_WIDTH = 'auto' as const;

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

/** Room around the plot so the top and end labels of the axes are not cut off. */
export const CHART_MARGIN = { top: 16, right: 24, bottom: 8, left: 8 } as const;

/** The height of a category axis along the bottom whose labels may take two lines. */
export const CATEGORY_AXIS_HEIGHT = 52;

/**
 * About how wide a 12 px axis label is, to size a chart before it is laid out: capitals are wider
 * than digits and lower case (Debian's Chromium draws with DejaVu Sans: '2022-' 35 px, '(GW11-28)' 65).
 */
const labelWidthPx = (text: string): number => [...text].reduce((width, char) => width + (/[A-Z]/.test(char) ? 10 : 7), 0);
/** The room between two category labels. */
const LABEL_GAP_PX = 3;
/** Beside the categories, a bar chart's drawing holds its value axis ('100.0%') and margins. */
export const VALUE_AXIS_ALLOWANCE_PX = 84;

/** The pieces a label wraps into: its words; a label of one word ('2022-23', '0%–10%') after its dashes. */
function labelPieces(label: string): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  return words.length === 1 ? words[0]!.split(/(?<=[-–])/) : words;
}

/**
 * What a category tick says in `lineWidth` pixels: a one-word label that does not fit may break after
 * its dashes ('2022-' over '23') instead of being cut to '202…' (the drawing only wraps at spaces).
 */
export function categoryTickText(label: string, lineWidth: number): string {
  const pieces = labelPieces(label);
  return pieces.length > 1 && !/\s/.test(label) && labelWidthPx(label) > lineWidth ? pieces.join(' ') : label;
}

/**
 * The narrowest a bar chart's drawing can be with every label whole: each category as wide as the
 * longest piece its label wraps into. A narrower screen scrolls the drawing (ChartFrame minWidth).
 */
export function categoryChartMinWidth(labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.flatMap(labelPieces).map(labelWidthPx));
  return labels.length * (widest + 2 * LABEL_GAP_PX) + VALUE_AXIS_ALLOWANCE_PX;
}

interface TickProps extends SVGProps<SVGTextElement> {
  readonly x?: number;
  readonly y?: number;
  readonly payload?: { readonly value: unknown };
  /** The axis' length and how many ticks share it: each label gets its share as its width. */
  readonly width?: number;
  readonly visibleTicksCount?: number;
}

/**
 * A category label along the bottom that wraps to its share of the axis instead of being dropped
 * when it does not fit on one line ('Mid season (GW11-28)' beside 'Early season (GW1-10)').
 */
export function WrappedCategoryTick({ x = 0, y = 0, payload, width = 0, visibleTicksCount = 1 }: TickProps) {
  const lineWidth = Math.max(40, width / Math.max(1, visibleTicksCount) - LABEL_GAP_PX);
  return createElement(
    Text,
    {
      x,
      y: y + 4,
      width: lineWidth,
      textAnchor: 'middle',
      verticalAnchor: 'start',
      fill: CHART_COLORS.muted,
      fontSize: 12,
      maxLines: 3,
    },
    categoryTickText(String(payload?.value ?? ''), lineWidth),
  );
}
