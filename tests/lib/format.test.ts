import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dataVolumeParts,
  formatCount,
  formatDataVolume,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatRocDate,
  formatTime,
  lastUpdateAge,
  rocYear,
  taipeiParts,
  TAIPEI_FIXED_OFFSET_SINCE,
  taipeiYear,
  toDate,
  truncateDecimals,
} from '../../src/lib/format';
import { LANGUAGES } from '../../src/i18n/languages';

describe('truncateDecimals', () => {
  it.each([
    [1.239, 1.23],
    [1.999, 1.99],
    [0.29, 0.29],
    [1.005, 1],
    [2, 2],
    [-1.239, -1.23],
    [-0.001, 0],
    [1e-7, 0],
    [1e21, 1e21],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('%d -> %d', (value, expected) => {
    expect(truncateDecimals(value)).toBe(expected);
  });

  it('never rounds up and never drops a whole cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (value) => {
        const cut = truncateDecimals(value);
        expect(cut).toBeLessThanOrEqual(value);
        expect(value - cut).toBeLessThan(0.01 + Number.EPSILON * value);
      }),
    );
  });
});

describe('formatDataVolume (megabytes in; MB under 1 GB, else GB; two decimals, truncated)', () => {
  it.each([
    [0, '0.00 MB'],
    [100, '100.00 MB'],
    [512.5, '512.50 MB'],
    [1023.999, '1,023.99 MB'],
    [1024, '1.00 GB'],
    [1536, '1.50 GB'],
    [2047.99, '1.99 GB'],
    [2252.8, '2.20 GB'],
    [10240, '10.00 GB'],
    [1024 * 1234.567, '1,234.56 GB'],
    [-5, '0.00 MB'],
    [Number.NaN, '0.00 MB'],
  ])('%d MB -> %s', (megabytes, text) => {
    expect(formatDataVolume(megabytes, 'en')).toBe(text);
  });

  it('uses the locale for the number', () => {
    expect(formatDataVolume(1024 * 1234.5, 'id')).toBe('1.234,50 GB');
    expect(formatDataVolume(1024 * 1234.5, 'zh-TW')).toBe('1,234.50 GB');
    expect(formatDataVolume(1024 * 1234.5)).toBe('1,234.50 GB');
    expect(formatDataVolume(1024 * 1234.5, 'not a locale!')).toBe('1,234.50 GB');
  });

  it('never rounds up: the shown amount never exceeds the volume', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (megabytes) => {
        const { amount, unit } = dataVolumeParts(megabytes);
        const inUnit = unit === 'MB' ? megabytes : megabytes / 1024;
        expect(unit).toBe(megabytes < 1024 ? 'MB' : 'GB');
        expect(amount).toBeLessThanOrEqual(inUnit);
        expect(inUnit - amount).toBeLessThan(0.01 + Number.EPSILON * inUnit);
        const shown = Number(formatDataVolume(megabytes, 'en').replace(/,/g, '').split(' ')[0]);
        expect(shown).toBe(amount);
      }),
    );
  });
});

describe('formatMoney (the local dollar)', () => {
  it.each([
    [1234, 'NT$1,234'],
    [1234567.5, 'NT$1,234,567.50'],
    [0, 'NT$0'],
    [-60, '-NT$60'],
    [-140.5, '-NT$140.50'],
  ])('%d -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('groups money as every other number of the language, as Intl writes it', () => {
    for (const locale of LANGUAGES) {
      for (const amount of [0, 7, 1443, 1234567, 1234567.5, 0.05, 999.995]) {
        const fractionDigits = Number.isInteger(amount) ? 0 : 2;
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        }).format(amount);
        expect(formatMoney(amount, locale), `${String(amount)} in ${locale}`).toBe(`NT$${intl}`);
        expect(formatMoney(-amount, locale)).toBe(amount === 0 ? 'NT$0' : `-NT$${intl}`);
      }
      // A data volume and a count beside the amount use the same separators.
      const volume = formatDataVolume(1024 * 1234.5, locale).replace(' GB', '');
      expect(formatMoney(1234.5, locale)).toBe(`NT$${volume}`);
      expect(formatMoney(1234, locale)).toBe(`NT$${formatCount(1234, locale)}`);
    }
    expect(formatMoney(1234567.5, 'id')).toBe('NT$1.234.567,50');
    expect(formatMoney(1443, 'vi')).toBe('NT$1.443');
    expect(formatMoney(1443, 'th')).toBe('NT$1,443');
  });

  it('shows nothing for a non-number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Infinity)).toBe('');
  });
});

describe('formatMonth (YYYYMM)', () => {
  it.each([
    ['202603', 'en', 'long', 'March 2026'],
    ['202603', 'en', 'short', 'Mar 2026'],
    ['202603', 'zh-TW', 'long', '2026年3月'],
    ['2026-03', 'en', 'long', 'March 2026'],
  ] as const)('%s in %s (%s) -> %s', (month, locale, style, text) => {
    expect(formatMonth(month, locale, style)).toBe(text);
  });

  it('writes the year and the month in every portal language', () => {
    for (const locale of LANGUAGES) {
      expect(formatMonth('202612', locale)).toMatch(/2026/);
    }
  });

  it('returns text that is not a month as it came', () => {
    expect(formatMonth('202613', 'en')).toBe('202613');
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});

// 2026-01-31 05:45:00 UTC is 13:45 in Taipei; 2025-12-31 16:30 UTC is already 2026 in Taipei.
const JAN_31 = Date.UTC(2026, 0, 31, 5, 45);
const NEW_YEAR_IN_TAIPEI = Date.UTC(2025, 11, 31, 16, 30);
/** Intl may join date and time with a no-break space; compare with plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('toDate', () => {
  it.each([
    ['2026/01/31 13:45', JAN_31],
    ['2026-01-31T13:45', JAN_31],
    ['2026-1-31 13:45:00', JAN_31],
    ['2026-01-31T05:45:00Z', JAN_31],
    ['2026-01-31T13:45:00+08:00', JAN_31],
    ['2026-01-31', Date.UTC(2026, 0, 30, 16)],
    ['20260131', Date.UTC(2026, 0, 30, 16)],
  ])('reads %j (no zone means Taipei time)', (text, time) => {
    expect(toDate(text)?.getTime()).toBe(time);
  });

  it.each([
    '',
    'yesterday',
    '2026/02/30',
    '2026/13/01',
    '2026/01/31 24:00',
    '0050-01-01',
    '115/01/31',
  ])('refuses %j', (text) => {
    expect(toDate(text)).toBeNull();
  });

  it('takes dates and epoch milliseconds, and refuses what is not a time', () => {
    expect(toDate(new Date(JAN_31))?.getTime()).toBe(JAN_31);
    expect(toDate(JAN_31)?.getTime()).toBe(JAN_31);
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(9e15)).toBeNull();
    expect(toDate({})).toBeNull();
  });
});

describe('dates and times in Asia/Taipei', () => {
  it('formats the date and time as a clock in Taipei shows them', () => {
    expect(formatDate(JAN_31, 'zh-TW')).toBe('2026/01/31');
    expect(spaced(formatDateTime(JAN_31, 'zh-TW'))).toBe('2026/01/31 13:45');
    expect(formatTime(JAN_31, 'zh-TW')).toBe('13:45');
    expect(formatDate(JAN_31, 'en')).toBe('01/31/2026');
    expect(spaced(formatDateTime(JAN_31, 'en'))).toBe('01/31/2026, 13:45');
    expect(formatDate(JAN_31)).toBe('2026/01/31');
  });

  it('uses the Gregorian calendar and Latin digits in every language', () => {
    for (const locale of ['zh-TW', 'en', 'id', 'th', 'vi']) {
      expect(formatDate(JAN_31, locale)).toContain('2026');
      expect(formatDate(JAN_31, locale)).toContain('31');
    }
  });

  it('shows the Taipei date when UTC is still on the day before', () => {
    expect(formatDate(NEW_YEAR_IN_TAIPEI, 'zh-TW')).toBe('2026/01/01');
    expect(taipeiYear(NEW_YEAR_IN_TAIPEI)).toBe(2026);
    expect(rocYear(NEW_YEAR_IN_TAIPEI)).toBe(115);
  });

  it('gives the ROC year: year 115 is 2026', () => {
    expect(rocYear('2026/12/31 23:59')).toBe(115);
    expect(formatRocDate('2026/12/31 23:59')).toBe('115/12/31');
    expect(formatRocDate(JAN_31)).toBe('115/01/31');
    expect(formatRocDate('2011-01-01')).toBe('100/01/01');
  });

  it('gives the calendar fields in Taipei', () => {
    expect(taipeiParts(JAN_31)).toEqual({
      year: 2026,
      month: 1,
      day: 31,
      hour: 13,
      minute: 45,
      second: 0,
    });
    expect(taipeiParts('2026-01-31T00:00:00+08:00')?.hour).toBe(0);
  });

  it('gives the same Taipei fields as the time-zone database from 1980 on', () => {
    // "2026-01-31, 13:45:00": a clock in Taipei as the time-zone database sets it.
    const clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Taipei',
      dateStyle: 'short',
      timeStyle: 'medium',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(TAIPEI_FIXED_OFFSET_SINCE),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const [year, month, day, hour, minute, second] = (
            clock.format(date).match(/\d+/g) ?? []
          ).map(Number);
          expect(taipeiParts(date)).toEqual({ year, month, day, hour, minute, second });
        },
      ),
    );
  });

  it('reads the summer time of 1979 from the time-zone database', () => {
    // 1979-07-01 12:00 UTC was 21:00 in Taipei (UTC+9 that summer).
    expect(taipeiParts(Date.UTC(1979, 6, 1, 12))?.hour).toBe(21);
  });

  it('counts years before the common era as negative', () => {
    expect(taipeiYear(Date.UTC(-100, 5, 1))).toBe(-100);
  });

  it('shows nothing for an unusable time', () => {
    expect(formatDate('nonsense')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatRocDate('2026/02/30')).toBe('');
    expect(taipeiParts('x')).toBeNull();
    expect(taipeiYear('x')).toBeNaN();
  });

  it('reads back every Taipei wall-clock time it is given', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1980-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const parts = taipeiParts(date);
          expect(parts).not.toBeNull();
          if (!parts) return;
          const pad = (value: number) => String(value).padStart(2, '0');
          const text = `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
          expect(toDate(text)?.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
          expect(rocYear(date)).toBe(parts.year - 1911);
        },
      ),
    );
  });
});

describe('lastUpdateAge (over 10 minutes orange, over an hour red)', () => {
  const now = JAN_31;
  const minutes = (count: number) => now - count * 60_000;

  it.each([
    [0, 'fresh'],
    [10, 'fresh'],
    [10 + 1 / 60, 'stale'],
    [60, 'stale'],
    [60 + 1 / 60, 'old'],
    [24 * 60, 'old'],
    [-5, 'fresh'],
  ])('%d minutes -> %s', (age, expected) => {
    expect(lastUpdateAge(minutes(age), now)).toBe(expected);
  });

  it('reads text times and calls an unusable one old', () => {
    expect(lastUpdateAge('2026/01/31 13:40', now)).toBe('fresh');
    expect(lastUpdateAge('2026/01/31 13:30', now)).toBe('stale');
    expect(lastUpdateAge('soon', now)).toBe('old');
    expect(lastUpdateAge(now, 'never')).toBe('old');
  });

  it('uses the current time by default', () => {
    expect(lastUpdateAge(Date.now())).toBe('fresh');
    expect(lastUpdateAge(Date.now() - 2 * 60 * 60_000)).toBe('old');
  });

  it('only ever gets older as time passes', () => {
    const rank = { fresh: 0, stale: 1, old: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: -1e8, max: 1e8 }),
        fc.integer({ min: 0, max: 1e8 }),
        (age, later) => {
          const before = lastUpdateAge(now - age, now);
          const after = lastUpdateAge(now - age, now + later);
          expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
        },
      ),
    );
  });
});

describe('formatting never throws', () => {
  it('on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string({ unit: 'binary', maxLength: 20 }), (value, locale) => {
        const input = value as number;
        expect(typeof formatDataVolume(input, locale)).toBe('string');
        expect(typeof formatMoney(input)).toBe('string');
        expect(typeof formatDate(input, locale)).toBe('string');
        expect(typeof formatDateTime(input, locale)).toBe('string');
        expect(typeof formatRocDate(input)).toBe('string');
        expect(['fresh', 'stale', 'old']).toContain(lastUpdateAge(input, input));
      }),
    );
  });
});
