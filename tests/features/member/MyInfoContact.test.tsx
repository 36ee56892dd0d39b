import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getChtMemberProfile } from '../../../src/api/memberArea';
import { paths } from '../../../src/config/paths';
import { failNextCall } from '../../../src/sandbox/faults';
import { db } from '../../../src/sandbox/db/state';
import { outboxView } from '../../../src/sandbox/db/tables/outbox';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

async function openForm(name: string) {
  const rendered = await renderRoute(paths.myInfoSettings, { preloadedState: signedInState() });
  const form = within(await screen.findByRole('form', { name }));
  return { ...rendered, form };
}

describe('/MyInfoSettings nickname', () => {
  it('saves a new nickname, which the page and the member info then show', async () => {
    const user = userEvent.setup();
    const { form, store } = await openForm('Change your nickname');
    const nickname = form.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '阿明');
    await user.click(form.getByRole('button', { name: 'Save the nickname' }));
    expect(await form.findByText('Your nickname is saved.')).toBeVisible();
    await waitFor(() => {
      expect(store.getState().member.chtMemberInfo?.nickname).toBe('阿明');
    });
    const contact = within(screen.getByRole('region', { name: 'Contact details' }));
    expect(await contact.findByText('阿明')).toBeVisible();
  });

  it('refuses a nickname with special symbols at the field and sends nothing', async () => {
    const user = userEvent.setup();
    const { form } = await openForm('Change your nickname');
    const nickname = form.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '<阿明>');
    await user.click(form.getByRole('button', { name: 'Save the nickname' }));
    await waitFor(() => {
      expect(nickname).toHaveAttribute('aria-invalid', 'true');
    });
    expect(form.getAllByText(/A nickname can't contain/).length).toBeGreaterThan(0);
    const profile = await getChtMemberProfile();
    expect('data' in profile && profile.data.nickname).toBe('小明');
  });

  it('shows a failed call with its message; a retry keeps the input and saves', async () => {
    const user = userEvent.setup();
    const { form } = await openForm('Change your nickname');
    const nickname = form.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '阿明');
    failNextCall('result');
    await user.click(form.getByRole('button', { name: 'Save the nickname' }));
    expect(await form.findByRole('alert')).toHaveTextContent('系統忙碌中，請稍後再試');
    expect(nickname).toHaveValue('阿明');
    await user.click(form.getByRole('button', { name: 'Save the nickname' }));
    expect(await form.findByText('Your nickname is saved.')).toBeVisible();
  });
});

describe('/MyInfoSettings e-mail', () => {
  it('refuses a bad or unchanged address before any code is sent', async () => {
    const user = userEvent.setup();
    const { form } = await openForm('Change your e-mail address');
    const mail = form.getByLabelText('New e-mail address');
    await user.type(mail, 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => {
      expect(mail).toHaveAttribute('aria-invalid', 'true');
    });
    await user.clear(mail);
    await user.type(mail, 'Wang.Xiaoming@example.com');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    expect(
      (await form.findAllByText('This is already your e-mail address.')).length,
    ).toBeGreaterThan(0);
    expect(form.queryByLabelText('Verification code')).toBeNull();
    expect(outboxView(db()).filter((message) => message.kind === 'mailCode')).toEqual([]);
  });

  it('sends a code to the new address; a wrong code is refused, the right one saves', async () => {
    const user = userEvent.setup();
    const { form, store } = await openForm('Change your e-mail address');
    await user.type(form.getByLabelText('New e-mail address'), 'ming.wang@example.net');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    const code = await form.findByLabelText('Verification code');
    expect(form.getByText(/We sent a code to ming.wang@example.net/)).toBeVisible();
    const sent = outboxView(db()).find((message) => message.kind === 'mailCode');
    expect(sent).toMatchObject({ channel: 'email', to: 'ming.wang@example.net' });

    await user.type(code, '111111');
    await user.click(form.getByRole('button', { name: 'Change the address' }));
    await waitFor(() => {
      expect(code).toHaveAttribute('aria-invalid', 'true');
    });
    expect(form.getAllByText('The code is wrong. Please try again.').length).toBeGreaterThan(0);

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(form.getByRole('button', { name: 'Change the address' }));
    expect(
      await form.findByText('Your e-mail address is now ming.wang@example.net.'),
    ).toBeVisible();
    await waitFor(() => {
      expect(store.getState().member.chtMemberInfo?.mail).toBe('ming.wang@example.net');
    });
  });

  it('shows a failed code request with its message; a retry keeps the address', async () => {
    const user = userEvent.setup();
    const { form } = await openForm('Change your e-mail address');
    const mail = form.getByLabelText('New e-mail address');
    await user.type(mail, 'ming.wang@example.net');
    failNextCall('result');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    expect(await form.findByRole('alert')).toHaveTextContent('系統忙碌中，請稍後再試');
    expect(mail).toHaveValue('ming.wang@example.net');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    expect(await form.findByLabelText('Verification code')).toBeVisible();
  });
});
