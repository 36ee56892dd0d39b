/** Length of a company's customer id (its tax id); spec 02 §6. */
export const COMPANY_CUSTOMER_ID_LENGTH = 8;

/**
 * Companies are told apart by a customer id of 8 characters (spec 02 §6), not by a flag of the
 * VIP reply. A personal id is 10 characters; an unknown id is not a company.
 */
export function isCompanyCustomerId(customerId: string | null | undefined): boolean {
  return (customerId ?? '').trim().length === COMPANY_CUSTOMER_ID_LENGTH;
}
