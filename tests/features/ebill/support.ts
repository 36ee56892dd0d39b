import { applyForEBill, getEBillStatus } from '../../../src/api/billSettings';
import { setCommonHeaderProvider } from '../../../src/api/http';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../../src/sandbox/db/sessions';

/**
 * Applies for 王小明's e-bill on 0912345678 through the real calls and answers the token of the
 * link in the confirmation mail (the sandbox reveals it; no mail is sent).
 */
export async function pendingApplicationToken(email = 'wang.new@example.com'): Promise<string> {
  const signIn = signInAs(DEMO_CUSTOMER_IDS.mobile);
  setCommonHeaderProvider(() => ({ token: signIn.token, deviceno: '0912345678' }));
  await applyForEBill({ email });
  const status = await getEBillStatus();
  setCommonHeaderProvider(() => ({}));
  const token = 'data' in status ? status.data.pending?.sandboxMailToken : undefined;
  if (!token) throw new Error('the sandbox sent no confirmation mail');
  return token;
}
