import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../../src/sandbox/db/sessions';
import { SANDBOX_CAPTCHA_ANSWER } from '../../../src/sandbox/db/tables/login';
import { portalStateAfterSignIn } from '../../../src/sandbox/portalState';
import type { PreloadedState } from '../../../src/state/store';

/** The login page has settled: the captcha picture is there (the shell's layers have loaded). */
export async function loginFormReady() {
  await screen.findByRole('img', { name: 'Verification picture' });
}

/** Waits for the captcha picture, then types its answer. */
export async function typeCaptcha(user: UserEvent, answer = SANDBOX_CAPTCHA_ANSWER) {
  await screen.findByRole('img', { name: 'Verification picture' });
  const field = screen.getByLabelText('Verification characters');
  await user.clear(field);
  await user.type(field, answer);
}

/** The portal's state after a member login as a sandbox demo customer (a real session). */
export function signedInState(customerId: string = DEMO_CUSTOMER_IDS.mobile): PreloadedState {
  const { client, member, prepaid } = portalStateAfterSignIn(signInAs(customerId));
  return { client, member, prepaid };
}
