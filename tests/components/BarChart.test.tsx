import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, ChartLegend, type ChartSeries } from '../../src/components/chart/BarChart';
import { formatMoney } from '../../src/lib/format';

/** The rate-suggest case: each month's cost on the current plan beside the suggested one. */
const FEES: ChartSeries[] = [
  { key: 'current', label: 'On your plan', values: [1399, 1399, 1520] },
  { key: 'suggested', label: 'On the suggested plan', values: [999, 999, 1080] },
];

function renderFees() {
  return render(
    <figure>
      <BarChart
        summary="Bar chart of the cost per billed month"
        categories={['Sep 2026', 'Oct 2026', 'Nov 2026']}
        series={FEES}
        formatAxis={(value) => formatMoney(value)}
      />
      <ChartLegend series={FEES} />
    </figure>,
  );
}

describe('BarChart: two series of money without a given axis top', () => {
  it('is one image named by its summary, with a legend in words', () => {
    renderFees();
    expect(
      screen.getByRole('img', { name: 'Bar chart of the cost per billed month' }),
    ).toBeVisible();
    const legend = screen.getByRole('list');
    expect(within(legend).getByText('On your plan')).toBeInTheDocument();
    expect(within(legend).getByText('On the suggested plan')).toBeInTheDocument();
  });

  it('draws a bar per month and series, the current plan first', () => {
    const { container } = renderFees();
    const bars = Array.from(container.querySelectorAll('rect'));
    expect(bars.map((bar) => bar.getAttribute('data-value'))).toEqual([
      '1399',
      '999',
      '1399',
      '999',
      '1520',
      '1080',
    ]);
    expect(bars[0]).toHaveClass('bar-chart__bar--0');
    expect(bars[1]).toHaveClass('bar-chart__bar--1');
  });

  it('rounds the axis up to round amounts, and leaves room for its longest label', () => {
    const { container } = renderFees();
    const labels = Array.from(container.querySelectorAll('.bar-chart__grid text'));
    expect(labels.map((label) => label.textContent)).toEqual([
      'NT$0',
      'NT$500',
      'NT$1,000',
      'NT$1,500',
      'NT$2,000',
    ]);
    // Right-aligned at x: "NT$2,000" (8 characters of 12 px text) needs more than 50 px.
    const x = Number(labels[0]?.getAttribute('x'));
    expect(x).toBeGreaterThan(50);
    const firstBar = container.querySelector('rect');
    expect(Number(firstBar?.getAttribute('x'))).toBeGreaterThan(x);
  });

  it('keeps a given axis', () => {
    const { container } = render(
      <BarChart
        summary="Data used"
        categories={['1', '2']}
        series={[{ key: 'used', label: 'Used', values: [100, 300] }]}
        axis={{ max: 600, step: 200 }}
        formatAxis={(value) => `${String(value)} MB`}
      />,
    );
    const labels = Array.from(container.querySelectorAll('.bar-chart__grid text'));
    expect(labels.map((label) => label.textContent)).toEqual([
      '0 MB',
      '200 MB',
      '400 MB',
      '600 MB',
    ]);
  });
});

describe('BarChart: category labels at the edges', () => {
  it('moves the first and last labels in, so that a long date is drawn whole', () => {
    const { container } = render(
      <BarChart
        summary="Data used per day"
        categories={Array.from({ length: 9 }, (_, day) => `2026/11/${String(day + 20)}`)}
        labelEvery={4}
        series={[{ key: 'used', label: 'Used', values: [10, 20, 30, 40, 50, 60, 70, 80, 90] }]}
        formatAxis={(value) => `${String(value)} MB`}
      />,
    );
    const svg = container.querySelector('svg');
    const width = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
    const labels = Array.from(container.querySelectorAll('.bar-chart__label'));
    const last = labels.at(-1);
    expect(last?.textContent).toBe('2026/11/28');
    // "2026/11/24" is about 72 px wide, centred at x.
    expect(Number(last?.getAttribute('x')) + 36).toBeLessThanOrEqual(width);
    expect(Number(labels[0]?.getAttribute('x')) - 36).toBeGreaterThanOrEqual(0);
  });
});

describe('BarChart: long category labels', () => {
  it('shows every n-th label so that no two overlap', () => {
    // Six months in Vietnamese ("thg 5 2026") are wider than their bars at 400 px.
    const months = [5, 6, 7, 8, 9, 10].map((month) => `thg ${String(month)} 2026`);
    const { container } = render(
      <BarChart
        summary="Minutes per month"
        categories={months}
        series={[{ key: 'minutes', label: 'Minutes', values: [70, 130, 118, 36, 150, 93] }]}
        formatAxis={(value) => `${String(value)} phút`}
      />,
    );
    const labels = Array.from(container.querySelectorAll('.bar-chart__label'));
    expect(labels.length).toBeLessThan(months.length);
    const centres = labels.map((label) => Number(label.getAttribute('x')));
    centres.slice(1).forEach((centre, index) => {
      // About 72 px per label (10 characters of 12 px text).
      expect(centre - (centres[index] ?? 0)).toBeGreaterThanOrEqual(72);
    });
  });
});

describe('BarChart: value labels in a wide font', () => {
  it('makes room for the labels as drawn, so none is cut at the left edge', () => {
    const prototype = SVGElement.prototype as SVGElement & { getComputedTextLength?: () => number };
    // A fallback font that draws every label 120 px wide, far over the character estimate.
    prototype.getComputedTextLength = () => 120;
    try {
      const { container } = renderFees();
      const firstBar = container.querySelector('rect');
      const label = container.querySelector('.bar-chart__grid text');
      expect(Number(label?.getAttribute('x'))).toBeGreaterThanOrEqual(120);
      expect(Number(firstBar?.getAttribute('x'))).toBeGreaterThan(120);
    } finally {
      delete prototype.getComputedTextLength;
    }
  });
});
