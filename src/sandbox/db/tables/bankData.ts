import type { BankInfoItem } from '../../../api/types/bill';

/**
 * The banks of the sandbox that take automatic debits (Bill/BankInfo, QueryBankInfo). Codes have
 * the local 3-digit shape; the names are invented.
 */
export const SANDBOX_BANKS: readonly BankInfoItem[] = [
  { BankCode: '004', FullBankCode: '0040037', BankName: '臺灣示範銀行' },
  { BankCode: '005', FullBankCode: '0050018', BankName: '土地範例銀行' },
  { BankCode: '006', FullBankCode: '0060029', BankName: '合作示範銀行' },
  { BankCode: '007', FullBankCode: '0070010', BankName: '第一範例銀行' },
  { BankCode: '008', FullBankCode: '0080021', BankName: '華南示範銀行' },
  { BankCode: '012', FullBankCode: '0120043', BankName: '富邦範例商業銀行' },
  { BankCode: '013', FullBankCode: '0130054', BankName: '國泰示範商業銀行' },
  { BankCode: '700', FullBankCode: '7000010', BankName: '中華示範郵政' },
  { BankCode: '812', FullBankCode: '8120012', BankName: '台新範例國際商業銀行' },
  { BankCode: '822', FullBankCode: '8220901', BankName: '中國範例信託商業銀行' },
];

/** Banks that debit without a handling fee. */
export const FEE_FREE_BANK_CODES: readonly string[] = ['004', '007', '700', '822'];

export function findBank(bankCode: string): BankInfoItem | undefined {
  return SANDBOX_BANKS.find((bank) => bank.BankCode === bankCode);
}
