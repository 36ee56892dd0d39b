import { http } from 'msw';
import type { ChtMemberProfile, MailCodeSent } from '../../api/memberArea';
import { validateEmail } from '../../lib/validators';
import { sandboxNow } from '../db/clock';
import { mutate } from '../db/state';
import type { CustomerRow } from '../db/types';
import { MEMBER_AREA_PROOF_CODE } from '../db/tables/memberArea';
import {
  consumeProof,
  issueProof,
  memberRefusal,
  PROOF_TTL_MS,
} from '../db/tables/memberAreaRules';
import { sendMailTo } from '../db/tables/outbox';
import { changeCustomer, isCompany, profileOf, profileTextChange } from './memberArea';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';

/** The new address, or the refusal that says why it cannot be one. */
function mailRefusal(customer: CustomerRow, mail: string) {
  if (isCompany(customer)) return memberRefusal('companyProfile');
  if (!validateEmail(mail).ok) return memberRefusal('mailInvalid');
  if (mail.toLowerCase() === customer.mail.toLowerCase()) return memberRefusal('mailUnchanged');
  return null;
}

const mailProof = (customer: CustomerRow, mail: string) => ({
  purpose: 'mail' as const,
  customerId: customer.id,
  deviceNo: mail.toLowerCase(),
  ssn: '',
});

/**
 * The member's nickname (the name rule: 1-20 characters, no special symbols) and e-mail
 * address: a code goes to the new address (the outbox), and the address counts once the code
 * comes back. The calls are the portal's choice; a company's are refused as its other details.
 */
export const memberContactHandlers = [
  http.post(apiUrl('CHTMember/UpdateNickname'), profileTextChange('nickname', 'nicknameInvalid')),
  http.post(
    apiUrl('CHTMember/SendMailCode'),
    withCustomer(async ({ request, customer }) => {
      const mail = text((await jsonBody(request))?.mail);
      const refusal = mailRefusal(customer, mail);
      if (refusal) return refuseWith(refusal);
      const now = sandboxNow();
      mutate((database) => {
        issueProof({ ...mailProof(customer, mail), kind: null })(database);
        sendMailTo(database, {
          kind: 'mailCode',
          customerId: customer.id,
          to: mail,
          text: `中華電信會員電子郵件驗證碼：${MEMBER_AREA_PROOF_CODE}，${String(PROOF_TTL_MS / 60_000)} 分鐘內有效`,
          now,
        });
      });
      return ok<MailCodeSent>({ sentTo: mail, expiresIn: PROOF_TTL_MS / 1000 });
    }),
  ),
  http.post(
    apiUrl('CHTMember/UpdateMail'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const mail = text(body?.mail);
      const refusal = mailRefusal(customer, mail);
      if (refusal) return refuseWith(refusal);
      const wrongCode = mutate((database) =>
        consumeProof(database, mailProof(customer, mail), text(body?.code)),
      );
      if (wrongCode) return refuseWith(wrongCode);
      return ok<ChtMemberProfile>(
        profileOf(changeCustomer(customer.id, (row) => (row.mail = mail))),
      );
    }),
  ),
];
