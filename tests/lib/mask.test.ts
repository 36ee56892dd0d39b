import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASK_CHAR,
  maskEmail,
  maskMemberAccount,
  maskName,
  maskPhone,
  maskPid,
} from '../../src/lib/mask';

const chars = (text: string) => Array.from(text);
/** Any text without the mask character, so a star in the output can only come from masking. */
const plainText = fc
  .string({ unit: 'grapheme-composite', maxLength: 30 })
  .map((text) => text.replaceAll(MASK_CHAR, '+'));

describe('maskEmail (local part keeps its first 2 characters)', () => {
  it.each([
    ['abcdef@example.com', 'ab****@example.com'],
    ['abc@example.com', 'ab*@example.com'],
    ['ab@example.com', '**@example.com'],
    ['a@example.com', '*@example.com'],
    ['@example.com', '@example.com'],
    ['first.last@mail.example.com.tw', 'fi********@mail.example.com.tw'],
    ['"a@b"cd@example.com', '"a*****@example.com'],
    ['noatsign', 'no******'],
    ['', ''],
  ])('%j -> %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('shows nothing for a value that is not text', () => {
    expect(maskEmail(undefined)).toBe('');
    expect(maskEmail(42)).toBe('');
  });

  it('keeps the length and the domain and hides the local part after 2 characters', () => {
    fc.assert(
      fc.property(plainText, plainText, (local, domain) => {
        const email = `${local}@${domain.replaceAll('@', '.')}`;
        const masked = chars(maskEmail(email));
        const original = chars(email);
        expect(masked).toHaveLength(original.length);
        const localLength = chars(local).length;
        const shown = localLength < 3 ? 0 : 2;
        original.forEach((char, index) => {
          if (index < shown || index >= localLength) expect(masked[index]).toBe(char);
          else expect(masked[index]).toBe(MASK_CHAR);
        });
      }),
    );
  });
});

describe('maskPhone (2nd, 4th and, above 6 digits, 6th digit from the end)', () => {
  it.each([
    ['0912345678', '0912*4*6*8'],
    ['0223456789', '0223*5*7*9'],
    ['0223456789#12', '022345*7*9#*2'],
    ['0912-345-678', '0912-*4*-6*8'],
    ['0123456', '0*2*4*6'],
    ['012345', '01*3*5'],
    ['0123', '*1*3'],
    ['0', '0'],
    ['912345678', '912345678'],
    ['A123456789', 'A123456789'],
    [' 0912345678', ' 0912345678'],
    ['', ''],
  ])('%j -> %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('keeps the length and hides exactly the named positions of a number starting with 0', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), maxLength: 20 }),
        (rest) => {
          const phone = `0${rest}`;
          const masked = maskPhone(phone);
          expect(masked).toHaveLength(phone.length);
          const hidden = phone.length > 6 ? [2, 4, 6] : [2, 4];
          for (let fromEnd = 1; fromEnd <= phone.length; fromEnd += 1) {
            const index = phone.length - fromEnd;
            const expected = hidden.includes(fromEnd) ? MASK_CHAR : phone.charAt(index);
            expect(masked.charAt(index)).toBe(expected);
          }
        },
      ),
    );
  });

  it('never changes text that does not start with 0', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        fc.pre(!text.startsWith('0'));
        expect(maskPhone(text)).toBe(text);
      }),
    );
  });
});

describe('maskName (first character plus up to 3 stars)', () => {
  it.each([
    ['王小明', '王**'],
    ['歐陽娜娜子', '歐***'],
    ['Alexander', 'A***'],
    ['Li', 'L*'],
    ['李', '李'],
    ['  陳大文 ', '陳**'],
    ['𠀋先生', '𠀋**'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('shows only the first character, then at most 3 stars', () => {
    fc.assert(
      fc.property(plainText, (name) => {
        const trimmed = chars(name.trim());
        const masked = chars(maskName(name));
        if (trimmed.length === 0) {
          expect(masked).toEqual([]);
          return;
        }
        expect(masked[0]).toBe(trimmed[0]);
        expect(masked.slice(1)).toEqual(
          Array<string>(Math.min(trimmed.length - 1, 3)).fill(MASK_CHAR),
        );
      }),
    );
  });
});

describe('maskPid (the last 4 characters hidden)', () => {
  it.each([
    ['A123456789', 'A12345****'],
    ['12345', '1****'],
    ['1234', '****'],
    ['12', '**'],
    ['', ''],
  ])('%j -> %j', (pid, masked) => {
    expect(maskPid(pid)).toBe(masked);
  });

  it('keeps the length, hides the last 4 and shows the rest', () => {
    fc.assert(
      fc.property(plainText, (pid) => {
        const original = chars(pid);
        const masked = chars(maskPid(pid));
        expect(masked).toHaveLength(original.length);
        original.forEach((char, index) => {
          expect(masked[index]).toBe(index >= original.length - 4 ? MASK_CHAR : char);
        });
      }),
    );
  });
});

describe('maskMemberAccount (the first 3 characters shown)', () => {
  it.each([
    ['member01', 'mem*****'],
    ['abc', 'abc'],
    ['ab', 'ab'],
    ['0912345678', '091*******'],
    ['', ''],
  ])('%j -> %j', (account, masked) => {
    expect(maskMemberAccount(account)).toBe(masked);
  });

  it('keeps the length, shows the first 3 and hides the rest', () => {
    fc.assert(
      fc.property(plainText, (account) => {
        const original = chars(account);
        const masked = chars(maskMemberAccount(account));
        expect(masked).toHaveLength(original.length);
        original.forEach((char, index) => {
          expect(masked[index]).toBe(index < 3 ? char : MASK_CHAR);
        });
      }),
    );
  });
});

describe('every mask', () => {
  it('never throws on any value', () => {
    const masks = [maskEmail, maskPhone, maskName, maskPid, maskMemberAccount];
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        for (const mask of masks) expect(typeof mask(value)).toBe('string');
      }),
    );
  });
});
