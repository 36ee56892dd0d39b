/**
 * Codes of the carrier's refusals on the member settings (/DeviceMenuSetting, /PidSetting,
 * /MyInfoSettings) and the visitor's installation lookup on /Process. The portal words each in
 * the customer's language (`errors:refusals.<code>`; the lookup's in `member:refusals.<code>`,
 * through `useRefusal('member')`); a refusal without one of these codes shows the carrier's
 * message.
 */
export const MEMBER_REFUSAL_CODES = {
  ssnInvalid: 'SSN_INVALID',
  lineUnknown: 'LINE_UNKNOWN',
  lineKindMismatch: 'LINE_KIND_MISMATCH',
  holderMismatch: 'HOLDER_MISMATCH',
  boundOther: 'BOUND_OTHER',
  alreadyBound: 'ALREADY_BOUND',
  notBound: 'NOT_BOUND',
  codeMissing: 'CODE_MISSING',
  codeWrong: 'CODE_WRONG',
  codeExpired: 'CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  alreadyInMenu: 'ALREADY_IN_MENU',
  lastDevice: 'LAST_DEVICE',
  notInMenu: 'NOT_IN_MENU',
  nameInvalid: 'NAME_INVALID',
  nicknameInvalid: 'NICKNAME_INVALID',
  birthdayInvalid: 'BIRTHDAY_INVALID',
  mailInvalid: 'MAIL_INVALID',
  mailUnchanged: 'MAIL_UNCHANGED',
  companyProfile: 'COMPANY_PROFILE',
  menuListInvalid: 'MENU_LIST_INVALID',
  aliasTooLong: 'ALIAS_TOO_LONG',
  aliasCharacters: 'ALIAS_CHARACTERS',
  noneShown: 'NONE_SHOWN',
  captchaWrong: 'CAPTCHA_WRONG',
  captchaExpired: 'CAPTCHA_EXPIRED',
  installNotFound: 'INSTALL_NOT_FOUND',
} as const;

export type MemberRefusalKey = keyof typeof MEMBER_REFUSAL_CODES;
export type MemberRefusalCode = (typeof MEMBER_REFUSAL_CODES)[MemberRefusalKey];
