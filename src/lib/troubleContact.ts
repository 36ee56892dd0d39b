/**
 * The contact of a trouble report as the trouble calls take it (spec 01 §5): the name and both
 * phones trimmed, and the second phone appended to the first with a comma when present. A
 * blank phone adds nothing, so no stray comma is ever sent.
 */

export interface TroubleContactInput {
  name: unknown;
  phone: unknown;
  secondPhone?: unknown;
}

export interface TroubleContact {
  /** Sent as contact_name. */
  contactName: string;
  /** Sent as contact_phone: "0223456789" or "0223456789,0912345678". */
  contactPhone: string;
}

function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function composeTroubleContact({
  name,
  phone,
  secondPhone,
}: TroubleContactInput): TroubleContact {
  const first = trimmedText(phone);
  const second = trimmedText(secondPhone);
  return {
    contactName: trimmedText(name),
    contactPhone: [first, second].filter((phone) => phone !== '').join(','),
  };
}
