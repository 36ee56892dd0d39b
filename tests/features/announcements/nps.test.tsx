import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NPS_DELAY_MS, shouldOfferNps } from '../../../src/features/announcements/npsRules';
import { NPS_COOKIE_MS, npsCookieName } from '../../../src/lib/nps';
import { getEncryptedCookie, setEncryptedCookie } from '../../../src/lib/cookies';
import { db } from '../../../src/sandbox/db/state';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { clientActions } from '../../../src/state/client';
import { userLoggedIn } from '../../../src/state/events';
import { makeStore, type PreloadedState } from '../../../src/state/store';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';
import { whenAddonsMounted } from './support';

const WAIT = { timeout: 8_000 };
const survey = () => screen.queryByRole('region', { name: 'Quick survey' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderHome(state: PreloadedState) {
  const mounted = whenAddonsMounted();
  const result = await renderRoute('/', { preloadedState: state });
  await mounted();
  return result;
}

async function waitForOffer() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(NPS_DELAY_MS);
  });
  return screen.findByRole('region', { name: 'Quick survey' }, WAIT);
}

function memberCookie(): string {
  const state = signedInState();
  return npsCookieName(state.member?.chtMemberInfo ?? null, state.client?.device ?? null) ?? '';
}

describe('NPS rules', () => {
  const member = { sn: 'M-1' };
  const device = { deviceNo: '0912345678' };

  it('keeps one cookie per member, else per number, and none for nobody', () => {
    const byMember = npsCookieName(member, device);
    expect(byMember).toMatch(/^nps_[0-9a-z]+$/);
    expect(npsCookieName(member, { deviceNo: '0922333444' })).toBe(byMember);
    expect(npsCookieName({ sn: 'M-2' }, device)).not.toBe(byMember);
    const byNumber = npsCookieName(null, device);
    expect(byNumber).not.toBe(byMember);
    expect(npsCookieName({ sn: ' ' }, device)).toBe(byNumber);
    expect(byNumber).not.toContain('0912345678');
    expect(npsCookieName(null, null)).toBeNull();
    expect(npsCookieName(null, { deviceNo: '' })).toBeNull();
  });

  it('lasts 30 days', () => {
    expect(NPS_COOKIE_MS).toBe(2_592_000_000);
  });

  it.each([
    ['a member on home without the cookie', {}, true],
    ['the cookie exists', { hasCookie: true }, false],
    ['a visitor', { isMember: false }, false],
    ['embedded', { embedded: true }, false],
    ['another page', { pathname: '/Bill' }, false],
    ['no one to ask', { cookieName: null }, false],
  ])('offered when %s: %s', (_name, overrides, offered) => {
    const context = {
      pathname: '/',
      isMember: true,
      embedded: false,
      cookieName: 'nps_x',
      hasCookie: false,
      ...overrides,
    };
    expect(shouldOfferNps(context)).toBe(offered);
  });
});

describe('the NPS survey', () => {
  it('is offered to a member on home after 30 s, once per 30-day cookie', async () => {
    const cookie = memberCookie();
    const { unmount } = await renderHome(signedInState());
    expect(survey()).not.toBeInTheDocument();
    await waitForOffer();
    expect(getEncryptedCookie(cookie)).toBe('1');
    unmount();
    await renderHome(signedInState());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NPS_DELAY_MS * 2);
    });
    expect(survey()).not.toBeInTheDocument();
  });

  it('is skipped when the cookie exists', async () => {
    setEncryptedCookie(memberCookie(), '1', { ms: NPS_COOKIE_MS });
    await renderHome(signedInState());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NPS_DELAY_MS * 2);
    });
    expect(survey()).not.toBeInTheDocument();
  });

  it.each([
    ['to a visitor', (): PreloadedState => ({})],
    [
      'inside the app',
      (): PreloadedState => {
        const member = signedInState().member;
        const store = makeStore();
        store.dispatch(clientActions.embeddedModeEntered({ source: 'APP', parameters: {} }));
        store.dispatch(
          userLoggedIn({
            token: member?.token ?? '',
            loginType: 'chtmember',
            memberInfo: member?.chtMemberInfo ?? undefined,
          }),
        );
        const { client } = store.getState();
        expect(client.isLogin && client.embedded).toBe(true);
        return { client, member: store.getState().member };
      },
    ],
  ])('is not offered %s', async (_name, state) => {
    await renderHome(state());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NPS_DELAY_MS * 2);
    });
    expect(survey()).not.toBeInTheDocument();
  });

  it('asks for a score, then posts the answer to eShop/SetNPS', async () => {
    await renderHome(signedInState());
    const panel = await waitForOffer();
    fireEvent.change(within(panel).getByLabelText('Anything else to tell us? (optional)'), {
      target: { value: '  Fast and clear.  ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Please choose a score')).toBeInTheDocument();
    const nine = within(panel).getByRole('radio', { name: '9' });
    expect(within(panel).getByRole('radio', { name: '0' })).toHaveFocus();
    expect(nine).toHaveAccessibleDescription('Please choose a score');
    expect(db().shell.npsAnswers).toEqual([]);
    fireEvent.click(nine);
    expect(within(panel).queryByText('Please choose a score')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Thank you for your feedback!', {}, WAIT)).toBeVisible();
    expect(db().shell.npsAnswers).toEqual([
      expect.objectContaining({
        customerId: DEMO_CUSTOMER_IDS.mobile,
        score: 9,
        comment: 'Fast and clear.',
      }),
    ]);
    expect(within(panel).getByRole('button', { name: 'Close the survey' })).toHaveFocus();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the survey' }));
    expect(survey()).not.toBeInTheDocument();
  });

  it('keeps the answer when sending fails, and sends it again', async () => {
    server.use(
      http.post(
        apiUrl('eShop/SetNPS'),
        () => HttpResponse.json({ result: -1, message: '系統忙碌中，請稍後再試' }),
        { once: true },
      ),
    );
    await renderHome(signedInState());
    const panel = await waitForOffer();
    fireEvent.click(within(panel).getByRole('radio', { name: '7' }));
    fireEvent.change(within(panel).getByLabelText('Anything else to tell us? (optional)'), {
      target: { value: 'Bill page is slow' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByRole('alert', {}, WAIT)).toHaveTextContent(
      '系統忙碌中，請稍後再試',
    );
    expect(within(panel).getByRole('radio', { name: '7' })).toBeChecked();
    expect(within(panel).getByLabelText('Anything else to tell us? (optional)')).toHaveValue(
      'Bill page is slow',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Send again' }));
    expect(await within(panel).findByText('Thank you for your feedback!', {}, WAIT)).toBeVisible();
    expect(db().shell.npsAnswers).toHaveLength(1);
  });

  it('can be put off without answering, and is not offered again', async () => {
    const cookie = memberCookie();
    await renderHome(signedInState());
    const panel = await waitForOffer();
    fireEvent.click(within(panel).getByRole('button', { name: 'Not now' }));
    expect(survey()).not.toBeInTheDocument();
    expect(getEncryptedCookie(cookie)).toBe('1');
    expect(db().shell.npsAnswers).toEqual([]);
  });
});
