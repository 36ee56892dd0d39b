import { describe, expect, it } from 'vitest';
import { ECS_DEMO, seedEcsTables } from '../../src/sandbox/db/tables/ecsSeed';
import { ecsOverview } from '../../src/sandbox/db/tables/ecsRules';
import { bookService, lineService, reportFault } from '../../src/sandbox/db/tables/ecsServiceRules';

const NOW = new Date('2026-11-27T02:00:00Z');
const TAX_ID = ECS_DEMO.taxId;
const admin = { taxId: TAX_ID, user: { userId: 'admin', name: '王大同', role: 'admin' as const } };
const staff = {
  taxId: TAX_ID,
  user: { userId: 'sales01', name: '林小芬', role: 'staff' as const },
};
const report = (lineNo: string, code = 'MB01') => ({
  lineNo,
  code,
  description: '會議室收訊不良',
  contactName: '林小芬',
  contactPhone: '0912345678,0223456789',
});

describe('company-line fault reports', () => {
  it('files a report on a line the user serves, once while it is open, and marks the line', () => {
    const tables = seedEcsTables(NOW);
    expect(reportFault(tables, staff, report('0955123456'), NOW, 5)).toMatchObject({
      ok: true,
      value: { id: 'ET00000005', lineNo: '0955123456', status: 'received' },
    });
    expect(reportFault(tables, staff, report('0955123456'), NOW, 6)).toMatchObject({
      code: 'ECS_FAULT_OPEN',
    });
    expect(ecsOverview(tables, TAX_ID, staff.user).linesWithFaults).toEqual(['0955123456']);
    expect(lineService(tables, staff, NOW).tickets.map((ticket) => ticket.id)).toEqual([
      'ET00000005',
    ]);
  });

  it("refuses a staff user another's line, a category of another kind and a bad contact", () => {
    const tables = seedEcsTables(NOW);
    expect(reportFault(tables, staff, report('0955123458'), NOW, 1)).toMatchObject({
      code: 'ECS_LINE',
    });
    expect(reportFault(tables, admin, report('0955123458', 'FL01'), NOW, 2)).toMatchObject({
      code: 'ECS_BAD_REQUEST',
    });
    expect(
      reportFault(tables, admin, { ...report('0955123458'), contactPhone: '12' }, NOW, 3),
    ).toMatchObject({ code: 'ECS_BAD_REQUEST' });
    expect(tables.tickets).toEqual([]);
  });
});

describe('service-centre visits', () => {
  it('books a free time of the next days once; the time is then taken for the company', () => {
    const tables = seedEcsTables(NOW);
    const first = lineService(tables, admin, NOW).slots[0];
    expect(first).toEqual({ date: '2026-11-28', time: '10:00', available: true });
    const visit = { lineNo: '0227911234', date: '2026-11-28', time: '10:00', service: 'device' };
    expect(bookService(tables, admin, visit, NOW, 8)).toMatchObject({
      ok: true,
      value: { receiveNo: 'EB00000008', lineNo: '0227911234' },
    });
    expect(bookService(tables, admin, visit, NOW, 9)).toMatchObject({ code: 'ECS_SLOT_TAKEN' });
    expect(lineService(tables, admin, NOW).slots[0]).toMatchObject({ available: false });
  });

  it('refuses a line the user may not serve, an unknown service and a time not offered', () => {
    const tables = seedEcsTables(NOW);
    const visit = { lineNo: '0955123456', date: '2026-11-28', time: '10:00', service: 'plan' };
    expect(bookService(tables, staff, { ...visit, lineNo: '0227911234' }, NOW, 1)).toMatchObject({
      code: 'ECS_LINE',
    });
    expect(bookService(tables, staff, { ...visit, service: 'x' }, NOW, 2)).toMatchObject({
      code: 'ECS_BAD_REQUEST',
    });
    expect(bookService(tables, staff, { ...visit, time: '03:00' }, NOW, 3)).toMatchObject({
      code: 'ECS_BAD_REQUEST',
    });
    expect(lineService(tables, staff, NOW).bookings).toEqual([]);
  });
});
