import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasCalendarText, writtenDate, writtenMonth } from '../../src/lib/calendarText';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatTime,
} from '../../src/lib/format';

const LANGUAGES = ['zh-TW', 'en', 'id', 'th', 'vi'] as const;
const STYLES = ['long', 'short', 'numeric'] as const;

/** What Intl writes (the reference the tables follow). */
const intlMonth = (locale: string, year: number, month: number, style: (typeof STYLES)[number]) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: style,
  }).format(new Date(Date.UTC(year, month - 1, 1)));

const DATE: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Taipei',
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Taipei',
  numberingSystem: 'latn',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const intlDate = (locale: string, time: number) =>
  new Intl.DateTimeFormat(locale, DATE).format(new Date(time));
const intlDateTime = (locale: string, time: number) =>
  new Intl.DateTimeFormat(locale, { ...DATE, ...TIME }).format(new Date(time));
const intlTime = (locale: string, time: number) =>
  new Intl.DateTimeFormat(locale, TIME).format(new Date(time));

describe('months and dates written without Intl (lib/calendarText)', () => {
  it('writes every month in every style of every portal language as Intl does', () => {
    for (const locale of LANGUAGES) {
      for (const style of STYLES) {
        for (let month = 1; month <= 12; month += 1) {
          for (const year of [1999, 2026, 2100]) {
            expect(writtenMonth(locale, year, month, style), `${locale} ${style}`).toBe(
              intlMonth(locale, year, month, style),
            );
          }
        }
      }
    }
  });

  it('writes any day and time from 1980 on, in Taipei, as Intl does (property)', () => {
    const from = Date.UTC(1980, 0, 1);
    const to = Date.UTC(2200, 0, 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: from, max: to }),
        (locale, time) => {
          expect(formatDate(time, locale)).toBe(intlDate(locale, time));
          expect(formatDateTime(time, locale)).toBe(intlDateTime(locale, time));
          expect(formatTime(time, locale)).toBe(intlTime(locale, time));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('writes times before 1980 (Taipei summer time) from the zone data, as Intl does', () => {
    // 1975-07-01 23:30 UTC was already 1975-07-02 08:30 in Taipei, on summer time (UTC+9).
    const summer = Date.UTC(1975, 6, 1, 23, 30);
    for (const locale of LANGUAGES) {
      expect(formatDateTime(summer, locale)).toBe(intlDateTime(locale, summer));
      expect(formatDate(summer, locale)).toBe(intlDate(locale, summer));
    }
  });

  it('leaves other languages, and years outside the tables, to Intl', () => {
    expect(hasCalendarText('ja')).toBe(false);
    expect(writtenMonth('ja', 2026, 3, 'long')).toBeNull();
    expect(writtenMonth('en', 999, 3, 'long')).toBeNull();
    expect(writtenDate('fr', { year: 2026, month: 3, day: 5, hour: 0, minute: 0 })).toBeNull();
    expect(formatMonth('202603', 'ja')).toBe(intlMonth('ja', 2026, 3, 'long'));
    expect(writtenMonth('en', 2026, 13, 'long')).toBeNull();
  });

  it('does not take inherited names for languages', () => {
    expect(hasCalendarText('toString')).toBe(false);
    expect(hasCalendarText('__proto__')).toBe(false);
  });
});

describe('money written without Intl', () => {
  const intlMoney = (amount: number) => {
    const digits = Number.isInteger(amount) ? 0 : 2;
    const text = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(Math.abs(amount));
    return `${amount < 0 ? '-' : ''}NT$${text}`;
  };

  it.each([
    [1.005, 'NT$1.01'],
    [2.675, 'NT$2.68'],
    [0.125, 'NT$0.13'],
    [999.995, 'NT$1,000.00'],
    [-0.004, '-NT$0.00'],
    [1e21, intlMoney(1e21)],
    [1e-7, intlMoney(1e-7)],
  ])('%d -> %s, as Intl rounds it', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
    expect(formatMoney(amount)).toBe(intlMoney(amount));
  });

  it('rounds and groups any amount as Intl en-US does (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
          fc.integer({ min: -1e6, max: 1e6 }).map((mills) => mills / 1000),
        ),
        (amount) => {
          expect(formatMoney(amount)).toBe(intlMoney(amount));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
