import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetServerClock } from '../../../src/state/serverClock';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

beforeAll(async () => {
  await import('../../../src/features/member/ContractScreen');
});

afterEach(() => {
  forgetServerClock();
});

describe('Contract screen', () => {
  it('counts the months left of the contract', async () => {
    forgetServerClock();
    await renderRoute('/Contract', { preloadedState: signedInState() });
    expect(await screen.findByText('20 months', {}, SLOW)).toBeVisible();
    expect(screen.getByText(/Ending the contract early costs about/)).toBeVisible();
  });
});
