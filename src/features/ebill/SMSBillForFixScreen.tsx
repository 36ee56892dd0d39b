import { SmsBillPage } from './SmsBillPage';

/** /SMSBillForFix: a fixed line's bill by text message to the member's mobile. */
export default function SMSBillForFixScreen() {
  return <SmsBillPage line="fixline" />;
}
