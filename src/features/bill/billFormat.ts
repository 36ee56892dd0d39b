/**
 * Money and dates of the Bill screens: NT$ and Asia/Taipei. Kept in this one file so that it can
 * be swapped for the shared lib/format.ts in one step.
 */
const TIME_ZONE = 'Asia/Taipei';

function locale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'zh-TW';
  } catch {
    return 'zh-TW';
  }
}

/** Whole New Taiwan dollars: NT$1,443, and -NT$140 for a discount. */
export function formatMoney(amount: number, language: string): string {
  const digits = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(
    Math.abs(amount),
  );
  return `${amount < 0 ? '-' : ''}NT$${digits}`;
}

/** Noon of a Taipei calendar date, so no time zone can move it to another day. */
function instantOf(date: string): Date | null {
  const instant = new Date(`${date}T12:00:00+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A calendar date `YYYY-MM-DD`, e.g. 2026/12/2 or Dec 2, 2026. */
export function formatDate(date: string, language: string): string {
  const instant = instantOf(date);
  if (!instant) return date;
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(instant);
}

/** A billing month `YYYYMM`, e.g. 2026年10月 or October 2026. */
export function formatBillMonth(billMonth: string, language: string): string {
  const instant = instantOf(`${billMonth.slice(0, 4)}-${billMonth.slice(4, 6)}-15`);
  if (!/^\d{6}$/.test(billMonth) || !instant) return billMonth;
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
  }).format(instant);
}
