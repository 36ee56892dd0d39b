import { validateEnterpriseProductText } from '../../lib/validators';

export const ENQUIRY_MESSAGE_MAX = 200;
export const ENQUIRY_QUANTITY_MAX = 500;

/** Why a typed quantity is not one (a whole number from 1 to ENQUIRY_QUANTITY_MAX), or null. */
export function quantityProblem(typed: string): 'required' | 'range' | null {
  const value = typed.trim();
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'range';
  const quantity = Number(value);
  return quantity >= 1 && quantity <= ENQUIRY_QUANTITY_MAX ? null : 'range';
}

/**
 * Why the enquiry's text cannot be sent, or null: the enterprise product text rule (letters,
 * digits, Han characters, spaces, hyphens, brackets and slashes) and at most 200 characters.
 */
export function enquiryTextProblem(typed: string): 'required' | 'format' | 'tooLong' | null {
  const value = typed.trim();
  if (value === '') return 'required';
  if (value.length > ENQUIRY_MESSAGE_MAX) return 'tooLong';
  return validateEnterpriseProductText(value).ok ? null : 'format';
}

const USER_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;
export const USER_NAME_MAX = 20;

/** A staff user to invite: an id of 4-20 lower-case letters and digits (a letter first), a name. */
export function invitationProblems(values: { userId: string; name: string }): {
  userId?: 'required' | 'format';
  name?: 'required' | 'tooLong';
} {
  const userId = values.userId.trim();
  const name = values.name.trim();
  return {
    ...(userId === '' ? { userId: 'required' as const } : {}),
    ...(userId !== '' && !USER_ID_PATTERN.test(userId) ? { userId: 'format' as const } : {}),
    ...(name === '' ? { name: 'required' as const } : {}),
    ...(name.length > USER_NAME_MAX ? { name: 'tooLong' as const } : {}),
  };
}
