import { SmsBillPage } from './SmsBillPage';

/** /SMSBill: the bill of a mobile number by text message - apply or stop. */
export default function SMSBillScreen() {
  return <SmsBillPage line="mobile" />;
}
