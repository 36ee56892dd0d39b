import { LoginContent } from './LoginContent';

/** /AppLogin: the login the carrier's apps open; never embedded (spec 01 §2), same ways in. */
export default function AppLoginScreen() {
  return <LoginContent titleKey="appLogin" />;
}
