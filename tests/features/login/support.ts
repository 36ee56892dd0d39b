import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SANDBOX_CAPTCHA_ANSWER } from '../../../src/sandbox/db/tables/login';

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
