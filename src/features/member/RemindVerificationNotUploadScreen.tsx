import { RemindVerificationPage } from './RemindVerification';

/** /RemindVerificationNotUpload: see RemindVerificationPage. */
export default function RemindVerificationNotUploadScreen() {
  return <RemindVerificationPage mode="missing" />;
}
