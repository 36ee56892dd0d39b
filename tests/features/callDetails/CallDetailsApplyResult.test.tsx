import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxNow } from '../../../src/sandbox/db/clock';
import { mutate } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

/** An application waiting for its mail to be confirmed, straight in the sandbox table. */
function seedWaitingApplication(id: string, confirmBy: Date) {
  mutate((database) => {
    database.usage.callDetails.push({
      id,
      customerId: 'cust-wang',
      deviceNo: '0912345678',
      lineType: 'mobile',
      billMonth: '202601',
      email: 'wang.xiaoming@example.com',
      appliedAt: sandboxNow().toISOString(),
      confirmBy: confirmBy.toISOString(),
      status: 'awaitingConfirmation',
      sentAt: null,
    });
  });
}

describe('Call details result page', () => {
  it('confirms the e-mail from the link in the mail, without a login', async () => {
    seedWaitingApplication('CDTEST1', new Date(Date.now() + 3_600_000));
    await renderRoute('/CallDetailsApplyResult?id=CDTEST1&confirm=1');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Being prepared')).toBeInTheDocument();
    expect(screen.getByText('CDTEST1')).toBeInTheDocument();
  });

  it('shows the application right after applying', async () => {
    seedWaitingApplication('CDTEST2', new Date(Date.now() + 3_600_000));
    await renderRoute('/CallDetailsApplyResult?id=CDTEST2', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: /^Application received/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^We sent a confirmation link to wa\*+@example\.com/),
    ).toBeInTheDocument();
  });

  it('refuses an expired link with the carrier message and a retry', async () => {
    seedWaitingApplication('CDTEST3', new Date(Date.now() - 1000));
    await renderRoute('/CallDetailsApplyResult?id=CDTEST3&confirm=1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't confirm your e-mail");
    expect(alert).toHaveTextContent('確認信已逾時，請重新申請');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when the application is unknown', async () => {
    await renderRoute('/CallDetailsApplyResult?id=NOPE', { preloadedState: signedInState() });
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    await renderRoute('/CallDetailsApplyResult');
    expect(screen.getAllByText('Application not found').length).toBeGreaterThan(0);
  });
});
