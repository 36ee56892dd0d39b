import { axisLabelSpace, axisTicks, labelWidth, niceAxis, type AxisScale } from './axis';
import './chart.css';

export interface ChartSeries {
  key: string;
  /** Shown in the legend when there is more than one series. */
  label: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows, in words: the accessible name of the picture. */
  summary: string;
  /** One short label per bar group (x axis). */
  categories: string[];
  series: ChartSeries[];
  /**
   * The value axis (its top at least the largest value, see `dataVolumeAxis`). Without it, the
   * lowest round axis over the largest value in whole steps (`niceAxis`): money and counts.
   */
  axis?: AxisScale;
  /** The value axis' labels (money, data volume); the axis is as wide as its longest label. */
  formatAxis: (value: number) => string;
  /** Show every n-th category label (long series such as the days of a month). */
  labelEvery?: number;
  /** The last group is a period still running: drawn lighter. */
  lastIsRunning?: boolean;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The drawing width before the chart is measured (and in a test DOM without layout). */
const DEFAULT_WIDTH = 400;
const MIN_WIDTH = 260;
const MIN_LABEL_SPACE = 30;
/** The space kept between two category labels. */
const CATEGORY_LABEL_GAP = 8;
const HEIGHT = 220;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 24;
const BAND_FILL = 0.72;
/** A label ends 4 px left of the axis; 4 px more keep it off the chart's edge. */
const LABEL_MARGIN = 8;

/**
 * The pixel width of the chart's box, so that the SVG is drawn 1:1 and its text keeps its size
 * on a phone (a fixed viewBox scaled to 375 px shrank the axis labels to about 7 px).
 */
function useDrawingWidth() {
  const box = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current?.parentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const measured = Math.round(element.clientWidth);
      if (measured > 0) setWidth(Math.max(measured, MIN_WIDTH));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { box, width };
}

/**
 * The room the value axis' labels take as drawn, in the customer's font: at least the estimate
 * from the characters (which is all a test DOM has), more when a font draws them wider, so that
 * a label is never cut at the chart's left edge.
 */
function useAxisLabelSpace(labels: string[]) {
  const group = useRef<SVGGElement>(null);
  const estimate = axisLabelSpace(labels);
  const [measured, setMeasured] = useState(0);
  const key = labels.join('\u0000');
  useLayoutEffect(() => {
    let widest = 0;
    group.current?.querySelectorAll('text').forEach((text) => {
      if (typeof text.getComputedTextLength === 'function') {
        widest = Math.max(widest, text.getComputedTextLength());
      }
    });
    // Measuring the drawn text, then drawing again with room for it, is what a layout effect is
    // for: the second render comes before the browser paints.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMeasured(widest > 0 ? Math.ceil(widest) + LABEL_MARGIN : 0);
  }, [key]);
  return { group, space: Math.max(estimate, measured) };
}

/** The centre of a category label, moved in from the chart's edges so that it is drawn whole. */
function categoryLabelX(label: string, centre: number, width: number): number {
  const half = labelWidth(label) / 2;
  return Math.min(Math.max(centre, half), width - half);
}

/**
 * A hand-drawn SVG bar chart: grouped bars per category (one colour per series: pair it with
 * ChartLegend), a value axis with 3 to 6 grid lines at round values, as wide as its longest label;
 * a category label near either edge is moved in so that it is not cut.
 * The picture is one image with a summary for assistive technology; the table beside it carries
 * the numbers. It is drawn at the width of its box, so its labels stay 12 px at any screen width.
 */
export function BarChart({
  summary,
  categories,
  series,
  axis,
  formatAxis,
  labelEvery = 1,
  lastIsRunning = false,
}: BarChartProps) {
  const { box, width } = useDrawingWidth();
  const scale = axis ?? niceAxis(Math.max(0, ...series.flatMap((entry) => entry.values)), 1);
  const top = scale.max;
  const grid = axisTicks(scale);
  const gridLabels = grid.map((value) => formatAxis(value));
  const { group: labelGroup, space: left } = useAxisLabelSpace(gridLabels);
  const plotWidth = width - left - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = plotWidth / Math.max(categories.length, 1);
  // A category label needs its own width (at least 30 px): on a narrow chart, or with long labels
  // ("thg 5 2026"), every second (or n-th) one is shown so that none overlaps the next.
  const widestCategory = Math.max(0, ...categories.map(labelWidth)) + CATEGORY_LABEL_GAP;
  const every = Math.max(labelEvery, Math.ceil(Math.max(MIN_LABEL_SPACE, widestCategory) / band));
  const barWidth = (band * BAND_FILL) / Math.max(series.length, 1);
  const barHeight = (value: number) => (Math.max(value, 0) / (top || 1)) * plotHeight;

  return (
    <svg
      ref={box}
      className="bar-chart"
      viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
      role="img"
      aria-label={summary}
      focusable="false"
    >
      <g className="bar-chart__grid" ref={labelGroup}>
        {grid.map((value, step) => {
          const y = TOP + plotHeight - barHeight(value);
          return (
            <g key={value}>
              <line x1={left} x2={width - RIGHT} y1={y} y2={y} />
              <text x={left - 4} y={y + 4} textAnchor="end">
                {gridLabels[step]}
              </text>
            </g>
          );
        })}
      </g>
      {categories.map((category, index) => {
        const groupX = left + index * band + (band * (1 - BAND_FILL)) / 2;
        const running = lastIsRunning && index === categories.length - 1;
        return (
          <g key={`${category}-${String(index)}`}>
            {series.map((entry, seriesIndex) => {
              const height = barHeight(entry.values[index] ?? 0);
              return (
                <rect
                  key={entry.key}
                  className={`bar-chart__bar bar-chart__bar--${String(seriesIndex)}${running ? ' bar-chart__bar--running' : ''}`}
                  x={groupX + seriesIndex * barWidth}
                  y={TOP + plotHeight - height}
                  width={Math.max(barWidth - 1, 1)}
                  height={height}
                  data-value={entry.values[index] ?? 0}
                />
              );
            })}
            {index % every === 0 ? (
              <text
                className="bar-chart__label"
                x={categoryLabelX(category, left + index * band + band / 2, width)}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {category}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The colour key of a chart with several series (words, not colour alone). */
export function ChartLegend({
  series,
  runningNote,
}: {
  series: ChartSeries[];
  runningNote?: string;
}) {
  return (
    <ul className="chart-legend">
      {series.length > 1
        ? series.map((entry, index) => (
            <li key={entry.key}>
              <span
                className={`chart-legend__swatch bar-chart__bar--${String(index)}`}
                aria-hidden="true"
              />
              {entry.label}
            </li>
          ))
        : null}
      {runningNote ? (
        <li>
          <span className="chart-legend__swatch chart-legend__swatch--running" aria-hidden="true" />
          {runningNote}
        </li>
      ) : null}
    </ul>
  );
}
