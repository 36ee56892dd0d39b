/** A carrier month `YYYYMM` as the locale writes a month and year (Asia/Taipei). */
export function billMonthText(billMonth: string, locale: string): string {
  const year = Number(billMonth.slice(0, 4));
  const month = Number(billMonth.slice(4, 6));
  if (!Number.isInteger(year) || month < 1 || month > 12) return billMonth;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
