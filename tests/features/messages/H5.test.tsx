import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import { db } from '../../../src/sandbox/db/state';
import { COMPANION_PAGE_URL } from '../../../src/sandbox/handlers/h5';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

afterEach(() => {
  vi.restoreAllMocks();
});

function h5Reply(data: Record<string, unknown>) {
  server.use(http.get(apiUrl('Contract/H5Info'), () => HttpResponse.json(data), { once: true }));
}

describe('/H5', () => {
  it("opens the partner's page with a one-time token of this session, a fresh one each time", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoute(paths.h5, { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile web services' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: "Open the partner's page" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "The partner's page has opened in a new window.",
    );
    const tokens = db().memberArea.ssoAuth.map((row) => row.authToken);
    expect(open).toHaveBeenCalledWith(
      `${COMPANION_PAGE_URL}?authToken=${tokens[0] ?? ''}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(db().memberArea.ssoAuth[0]?.clientKey).toBe('sandbox-companion-client');
    await vi.waitFor(() => {
      expect(db().memberArea.ssoAuth).toHaveLength(2);
    });
  });

  it('says a refusal in its own words, with a retry', async () => {
    const user = userEvent.setup();
    h5Reply({ result: -1, code: 'H5_CLIENT_UNKNOWN', message: '合作夥伴識別碼不正確' });
    await renderRoute(paths.h5, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This partner service isn't available right now.");
    expect(alert).not.toHaveTextContent('合作夥伴識別碼不正確');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: "Open the partner's page" })).toBeVisible();
  });

  it('opens no page whose host is not on the whitelist', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    h5Reply({
      result: 1,
      data: { url: 'https://evil.example/', authToken: 't', expiresAt: '2030-01-01T00:00:00Z' },
    });
    await renderRoute(paths.h5, { preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: "Open the partner's page" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "For your safety this partner's page is not opened: its site is not on the list of allowed sites.",
    );
    expect(open).not.toHaveBeenCalled();
  });
});
