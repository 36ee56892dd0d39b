import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeTroubleContact } from '../../src/lib/troubleContact';

describe('composeTroubleContact', () => {
  it.each([
    [
      { name: ' 王小明 ', phone: ' 0223456789 ', secondPhone: ' 0912345678 ' },
      { contactName: '王小明', contactPhone: '0223456789,0912345678' },
    ],
    [
      { name: '王小明', phone: '0223456789', secondPhone: '' },
      { contactName: '王小明', contactPhone: '0223456789' },
    ],
    [
      { name: '王小明', phone: '0223456789', secondPhone: '   ' },
      { contactName: '王小明', contactPhone: '0223456789' },
    ],
    [
      { name: '王小明', phone: '0223456789' },
      { contactName: '王小明', contactPhone: '0223456789' },
    ],
    [
      { name: '\u3000Amy\t', phone: '', secondPhone: '0912345678' },
      { contactName: 'Amy', contactPhone: '0912345678' },
    ],
    [
      { name: undefined, phone: null, secondPhone: 42 },
      { contactName: '', contactPhone: '' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(composeTroubleContact(input)).toEqual(expected);
  });

  it('always trims, and joins the two phones with one comma only when both are present', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        (name, phone, second) => {
          const { contactName, contactPhone } = composeTroubleContact({
            name,
            phone,
            secondPhone: second,
          });
          expect(contactName).toBe(name.trim());
          const parts = [phone.trim(), (second ?? '').trim()].filter((part) => part !== '');
          expect(contactPhone).toBe(parts.join(','));
          expect(contactPhone).toBe(contactPhone.trim());
        },
      ),
    );
  });
});
