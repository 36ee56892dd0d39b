/** What the profile form checks before it asks the carrier (the carrier checks again). */

export const NAME_MAX_LENGTH = 20;
export const NICKNAME_MAX_LENGTH = 20;
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cf}<>{}[\]\\/"]/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_AGE_YEARS = 120;

export type NameProblem = 'nameEmpty' | 'nameLong' | 'nameCharacters';
export type NicknameProblem = 'nicknameEmpty' | 'nicknameLong' | 'nicknameCharacters';
export type BirthdayProblem = 'birthdayFormat' | 'birthdayFuture' | 'birthdayOld';

type TextProblem = 'Empty' | 'Long' | 'Characters';

function shortTextProblem(value: string, maxLength: number): TextProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'Empty';
  if (Array.from(trimmed).length > maxLength) return 'Long';
  if (FORBIDDEN_IN_NAME.test(trimmed)) return 'Characters';
  return null;
}

export function nameProblem(name: string): NameProblem | null {
  const problem = shortTextProblem(name, NAME_MAX_LENGTH);
  return problem ? `name${problem}` : null;
}

/** A nickname follows the name's rule: 1-20 characters, none of the special symbols. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const problem = shortTextProblem(nickname, NICKNAME_MAX_LENGTH);
  return problem ? `nickname${problem}` : null;
}

/** A real calendar day `YYYY-MM-DD`, not after `today` (Asia/Taipei is close enough here). */
export function birthdayProblem(value: string, today: Date): BirthdayProblem | null {
  const match = ISO_DATE.exec(value);
  if (!match) return 'birthdayFormat';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return 'birthdayFormat';
  if (date.getUTCDate() !== day) return 'birthdayFormat';
  if (date.getTime() > today.getTime()) return 'birthdayFuture';
  if (year < today.getUTCFullYear() - OLDEST_AGE_YEARS) return 'birthdayOld';
  return null;
}
