import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceSandboxClock } from '../../../src/sandbox/db/clock';
import { forgetServerClock } from '../../../src/state/serverClock';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

/**
 * In a file of its own: the sandbox clock is moved 601 days on, and a call still in flight from an
 * earlier test of the same file (its sign-in made on the old clock) could sign this one out.
 */
// The contract screen loads lazily and asks the server clock first: slow in a busy run.
const SLOW = { timeout: 12_000 };

beforeAll(async () => {
  await import('../../../src/features/member/ContractScreen');
});

afterEach(() => {
  forgetServerClock();
});

describe('Contract screen', () => {
  it('counts them by the server clock, not the browser clock', async () => {
    // The server is past the contract's end; the browser's clock is not.
    advanceSandboxClock(601 * 24 * 60 * 60 * 1000);
    forgetServerClock();
    await renderRoute('/Contract', { preloadedState: signedInState() });
    expect(await screen.findByText('0 months', {}, SLOW)).toBeVisible();
    expect(screen.getByText(/The contract has ended/)).toBeVisible();
  });
});
