import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberPageFrame } from '../../src/components/page/MemberPageFrame';
import { DEVICE_KINDS, deviceKindsOf } from '../../src/components/page/deviceKind';
import type { Device } from '../../src/api/types/member';
import { signedInState } from '../support/session';
import { renderWithProviders } from '../support/render';

const PAGE = '/SomeMemberPage?tab=2#history';

function device(deviceType: string): Device {
  return {
    deviceNo: '0912345678',
    NoAreaDeviceNo: '',
    AliasOfCustom: '',
    AliasOfDefault: '',
    deviceType,
    BindingType: '',
    PidHash: '',
    AttachedNo: '',
    contractRate: '',
    index: 0,
    show: true,
  };
}

describe('MemberPageFrame', () => {
  it.each(DEVICE_KINDS)(
    'sends a visitor of a page for %s to sign in and back to the page, query included',
    async (kind) => {
      await renderWithProviders(
        <MemberPageFrame title="Member page" kinds={[kind]}>
          {() => <p>member content</p>}
        </MemberPageFrame>,
        { route: PAGE },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Member page' })).toBeVisible();
      expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/Login?back=${encodeURIComponent(PAGE)}`,
      );
      expect(screen.queryByText('member content')).not.toBeInTheDocument();
    },
  );

  it('shows the page to a member whose number is of a kind the page is for', async () => {
    await renderWithProviders(
      <MemberPageFrame title="Member page" kinds={['mobile', 'fixedline']}>
        {({ device: current }) => <p>content for {current.deviceNo}</p>}
      </MemberPageFrame>,
      { route: PAGE, preloadedState: signedInState() },
    );
    expect(screen.getByText(/^content for 09/)).toBeInTheDocument();
  });

  it('names the number once: in the chooser when the member has several', async () => {
    await renderWithProviders(
      <MemberPageFrame title="Member page">{() => <p>member content</p>}</MemberPageFrame>,
      { route: PAGE, preloadedState: signedInState() },
    );
    expect(screen.getByRole('combobox', { name: 'Number' })).toHaveDisplayValue(
      'My mobile · 0912345678',
    );
    expect(screen.getAllByText(/0912345678/)).toHaveLength(1);
  });

  it('names a lone number under the heading, by its kind in the interface language', async () => {
    const state = signedInState();
    const [only] = state.client?.devices ?? [];
    if (!only) throw new Error('The demo member has no number');
    await renderWithProviders(
      <MemberPageFrame title="Member page">{() => <p>member content</p>}</MemberPageFrame>,
      {
        route: PAGE,
        language: 'th',
        preloadedState: { ...state, client: { ...state.client!, devices: [only] } },
      },
    );
    expect(screen.getByText('หมายเลข มือถือของฉัน · 0912345678')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('explains a number of another kind and names the kinds the page is for', async () => {
    await renderWithProviders(
      <MemberPageFrame title="Member page" kinds={['broadband', 'prepaid']}>
        {() => <p>member content</p>}
      </MemberPageFrame>,
      { route: PAGE, preloadedState: signedInState() },
    );
    expect(screen.getByText('This service is not for this number')).toBeInTheDocument();
    expect(screen.getByText(/It is for: broadband, prepaid cards\./)).toBeInTheDocument();
    expect(screen.queryByText('member content')).not.toBeInTheDocument();
  });
});

describe('deviceKindsOf', () => {
  it.each([
    ['mobile', false, ['mobile']],
    ['fixedline', false, ['fixedline']],
    ['fixline', false, ['fixedline']],
    ['broadband', false, ['broadband']],
    ['prepaid', false, ['prepaid']],
    ['mobile', true, ['mobile', 'enterprise']],
  ] as const)('%s (company: %s) is %j', (deviceType, isCompany, kinds) => {
    expect(deviceKindsOf(device(deviceType), isCompany)).toEqual(kinds);
  });
});
