import { describe, expect, it } from 'vitest';
import type { MobileManual } from '../../../src/api/deviceManual';
import { ownHandsetFirst } from '../../../src/features/content/deviceManuals';

const manual = (brand: string, model: string): MobileManual => ({
  manualId: `${brand}-${model}`,
  devicetype: `${brand}-${model}`.toUpperCase(),
  brand,
  model,
  updatedOn: '2025-01-01',
});
const manuals = [
  manual('Apple', 'iPhone 15'),
  manual('Google', 'Pixel 8'),
  manual('Nokia', '3310 3G'),
];

describe('ownHandsetFirst (/DeviceManual)', () => {
  it('puts the manual of the known handset first, whatever the letter case', () => {
    expect(
      ownHandsetFirst(manuals, { brand: 'google', model: 'PIXEL 8' }).map((item) => item.model),
    ).toEqual(['Pixel 8', 'iPhone 15', '3310 3G']);
  });

  it.each([
    ['unknown', undefined],
    ['without a model', { brand: 'Google' }],
    ['not in the list', { brand: 'Sony', model: 'Xperia 1' }],
  ])('keeps the carrier order when the handset is %s', (_case, handset) => {
    expect(ownHandsetFirst(manuals, handset)).toEqual(manuals);
  });
});
