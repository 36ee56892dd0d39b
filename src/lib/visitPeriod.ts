/** "09-12" (a visit period as the carrier names it) as "09:00–12:00". */
export function periodLabel(period: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(period);
  return match ? `${match[1] ?? ''}:00–${match[2] ?? ''}:00` : period;
}
