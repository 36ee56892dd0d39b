/** What kind of line a number is, from its form, for a visitor who has no device list. */
export function lineKindOfNumber(deviceNo: string): 'mobile' | 'fixedline' | 'broadband' {
  if (deviceNo.startsWith('09')) return 'mobile';
  if (/^HN/i.test(deviceNo)) return 'broadband';
  return 'fixedline';
}
