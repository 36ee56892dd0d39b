import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { holdOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';

describe('/Process without logging in', () => {
  it(
    'looks up an installation by number, ID and captcha; a refusal keeps what was typed',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute(paths.process);
      const form = await screen.findByRole('form', { name: 'Look up an installation' });
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();

      await user.click(within(form).getByRole('button', { name: 'Look up' }));
      expect(within(form).getByLabelText('Number applied for')).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await user.type(within(form).getByLabelText('Number applied for'), 'HN87654321');
      await user.type(within(form).getByLabelText("Applicant's ID number"), 'a123456789');
      await user.type(within(form).getByLabelText('Verification characters'), '1111');
      await user.click(within(form).getByRole('button', { name: 'Look up' }));
      expect(
        await within(form).findByText(
          'The verification characters are not right. Type the characters in the new picture.',
        ),
      ).toBeVisible();
      expect(within(form).getByLabelText('Number applied for')).toHaveValue('HN87654321');
      expect(within(form).getByLabelText('Verification characters')).toHaveValue('');

      const release = holdOnce('FixedLine/InstallProcessNoLogin');
      await user.type(within(form).getByLabelText('Verification characters'), '2580');
      await user.click(within(form).getByRole('button', { name: 'Look up' }));
      expect(await within(form).findByRole('button', { name: 'Looking up…' })).toBeDisabled();
      release();

      const found = await screen.findByRole('region', { name: 'Installation of HN87654321' });
      expect(within(found).getByRole('heading', { name: '光世代 1G 新裝' })).toBeVisible();
      expect(within(found).getByText('In progress')).toBeVisible();
      await user.click(within(found).getByRole('button', { name: 'Look up another number' }));
      expect(await screen.findByRole('form', { name: 'Look up an installation' })).toBeVisible();
    },
  );

  it('says in English that nothing matches, and keeps the number and ID', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.process);
    const form = await screen.findByRole('form', { name: 'Look up an installation' });
    await user.type(within(form).getByLabelText('Number applied for'), 'HN11112222');
    await user.type(within(form).getByLabelText("Applicant's ID number"), 'a123456789');
    await user.type(within(form).getByLabelText('Verification characters'), '2580');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(
      await within(form).findByText(
        'We found no installation for this number and ID number. Please check them.',
      ),
    ).toBeVisible();
    expect(within(form).getByLabelText('Number applied for')).toHaveValue('HN11112222');
    expect(within(form).getByLabelText("Applicant's ID number")).toHaveValue('a123456789');
  });
});
