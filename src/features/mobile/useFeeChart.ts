import { useTranslation } from 'react-i18next';
import type { BarChartProps } from '../../components/chart/BarChart';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMoney, formatMonth, formatMonthNumber } from '../../lib/format';

interface MonthCost {
  /** YYYYMM */
  month: string;
  currentFee: number;
  suggestedFee: number;
}

/**
 * The kit bar chart of what each billed month cost on the current plan and would have cost on
 * the suggested one (the rate-suggest screens; the table beside it has the numbers).
 */
export function useFeeChart(months: readonly MonthCost[]): BarChartProps {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const total = (fee: (month: MonthCost) => number) =>
    formatMoney(months.reduce((sum, month) => sum + fee(month), 0));
  return {
    summary: t('suggest.chartSummary', {
      from: formatMonth(months[0]?.month ?? '', language),
      to: formatMonth(months.at(-1)?.month ?? '', language),
      current: total((month) => month.currentFee),
      suggested: total((month) => month.suggestedFee),
    }),
    // The month alone ("5月", "May"): a year beside six bars overlapped at 375 px; the table says it.
    categories: months.map((month) => formatMonthNumber(month.month, language)),
    series: [
      {
        key: 'current',
        label: t('suggest.currentFee'),
        values: months.map((month) => month.currentFee),
      },
      {
        key: 'suggested',
        label: t('suggest.suggestedFee'),
        values: months.map((month) => month.suggestedFee),
      },
    ],
    formatAxis: (value) => formatMoney(value),
  };
}
