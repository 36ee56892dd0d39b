/**
 * The validators every form uses (spec 02 §5.1, §5.2; docs/validators.md lists each rule).
 * Each takes the raw field value (unknown), never throws, and returns a `Validation`: either
 * `{ ok: true, value }` with the normal form to send, or `{ ok: false, error, params? }` where
 * `error` is a key of the `validation` namespace: `t(result.error, { ns: 'validation', ...result.params })`.
 */
export {
  VALIDATION_MESSAGE_KEYS,
  type MessageParams,
  type Validation,
  type ValidationFailure,
  type ValidationMessageKey,
} from './validators/result';
export {
  taxIdChecksum,
  validateIdOrPassport,
  validatePid,
  validatePidLastFour,
  validateTaxId,
} from './validators/identity';
export {
  phoneDigits,
  validateEmail,
  validateMobile,
  validateOtpMobile,
  validateSmsOtp,
} from './validators/contact';
export {
  INSURANCE_LOG_FUNCTIONS,
  INVALID_FUNCTION_NAME,
  billIdParam,
  isInsuranceLogFunction,
  validateBillId,
  validateEnterpriseProductText,
  validateHnNumber,
  validateInsuranceLogFunction,
  validateLineNumber,
  validateModNumber,
  validateOhsnSerial,
  validatePromoterNumber,
  validateRoamingDiscountSerial,
  type InsuranceLogFunction,
} from './validators/serials';
export {
  EXTENSION_MAX_DIGITS,
  FIXED_LINE_MAX_LENGTH,
  FIXED_LINE_MIN_LENGTH,
  parseFixedLinePhone,
  validateFixedLinePhone,
  type FixedLineKind,
  type FixedLineOptions,
  type FixedLinePhone,
} from './validators/fixedLine';
export {
  DEFAULT_PREPAID_PASSWORD,
  validateAgreed,
  validateChoice,
  validateNewPasswordPair,
  validatePrepaidCurrentPassword,
  validatePrepaidPassword,
  validatePrepaidPhone,
  validateRequired,
  validateTopUpCode,
} from './validators/prepaid';
export {
  cardSchemeOf,
  passesLuhn,
  paymentDigits,
  validateBankAccount,
  validateBankCode,
  validateCardExpiry,
  validateCardNumber,
  type CardScheme,
} from './validators/payment';
export {
  validateCarPlate,
  validateHnPassword,
  validateModPassword,
  validateSessionPassword,
} from './validators/broadband';
