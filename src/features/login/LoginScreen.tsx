import { LoginContent } from './LoginContent';

/** /Login/:page? — page `sms` opens the SMS code login, anything else the member account. */
export default function LoginScreen() {
  return <LoginContent titleKey="login" />;
}
