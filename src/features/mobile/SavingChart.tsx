import { formatMonth } from '../../lib/format';

const WIDTH = 320;
const HEIGHT = 160;
const BAR_GAP = 4;

/**
 * Bars of each billed month's cost on the current plan and on the suggested one. A picture of
 * the table beside it (hidden from assistive technology, which reads the table).
 */
interface MonthCost {
  /** YYYYMM */
  month: string;
  currentFee: number;
  suggestedFee: number;
}

export function SavingChart({ months, language }: { months: MonthCost[]; language: string }) {
  const highest = Math.max(1, ...months.flatMap((month) => [month.currentFee, month.suggestedFee]));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = (slot - BAR_GAP * 3) / 2;
  const barHeight = (fee: number) => Math.round(((HEIGHT - 36) * fee) / highest);
  return (
    <svg
      className="mb-chart"
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      aria-hidden="true"
      focusable="false"
    >
      {months.map((month, index) => {
        const x = index * slot + BAR_GAP;
        const current = barHeight(month.currentFee);
        const suggested = barHeight(month.suggestedFee);
        return (
          <g key={month.month}>
            <rect
              className="mb-chart__current"
              x={x}
              y={HEIGHT - 20 - current}
              width={barWidth}
              height={current}
            />
            <rect
              className="mb-chart__suggested"
              x={x + barWidth + BAR_GAP}
              y={HEIGHT - 20 - suggested}
              width={barWidth}
              height={suggested}
            />
            <text className="mb-chart__label" x={x + barWidth} y={HEIGHT - 4} textAnchor="middle">
              {formatMonth(month.month, language, 'short')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
