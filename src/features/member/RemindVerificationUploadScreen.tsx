import { RemindVerificationPage } from './RemindVerification';

/** /RemindVerificationUpload: see RemindVerificationPage. */
export default function RemindVerificationUploadScreen() {
  return <RemindVerificationPage mode="received" />;
}
