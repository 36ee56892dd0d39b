import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenOnKind, type OpenOnDeviceType } from '../../src/components/page/useOpenOnKind';
import { selectDevice } from '../../src/state/client';
import { useAppSelector } from '../../src/state/hooks';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { renderWithProviders } from '../support/render';
import { signedInState } from '../support/session';

function Probe({ kind }: { kind: OpenOnDeviceType }) {
  useOpenOnKind(kind);
  return <p>{useAppSelector(selectDevice)?.deviceNo ?? 'none'}</p>;
}

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('useOpenOnKind', () => {
  it('makes the customer’s number of that kind current on arrival', async () => {
    await renderWithProviders(<Probe kind="broadband" />, {
      preloadedState: signedInState(CHEN, '0223456789'),
    });
    expect(await screen.findByText('HN12345678')).toBeInTheDocument();
  });

  it('leaves a current number of that kind alone', async () => {
    await renderWithProviders(<Probe kind="fixedline" />, {
      preloadedState: signedInState(CHEN, '0223456789'),
    });
    expect(await screen.findByText('0223456789')).toBeInTheDocument();
  });

  it('changes nothing when the customer has no number of that kind', async () => {
    await renderWithProviders(<Probe kind="mobile" />, {
      preloadedState: signedInState(CHEN, 'HN12345678'),
    });
    expect(await screen.findByText('HN12345678')).toBeInTheDocument();
  });
});
