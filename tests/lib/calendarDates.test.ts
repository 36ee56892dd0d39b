import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, taipeiToday } from '../../src/lib/calendarDates';

describe('Taipei calendar dates', () => {
  it('gives the Taipei date, which is a day ahead of UTC from 16:00 UTC', () => {
    expect(taipeiToday(Date.parse('2026-03-14T15:59:00Z'))).toBe('2026-03-14');
    expect(taipeiToday(Date.parse('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
    expect(taipeiToday('not a date')).toBe('');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-3-1', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-14', 0)).toBe('2026-03-14');
  });
});
