import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textToHex } from '../../../src/lib/hex';
import { renderRoute } from '../../support/render';

describe('/Error', () => {
  it('says what happened in plain words for junk hex, with retry and home', async () => {
    await renderRoute('/Error/zz%3Cscript%3E');
    expect(screen.getByRole('heading', { level: 1, name: 'System message' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong and we could not finish what you asked.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('words a known reason and shows the reference, never the payload text', async () => {
    const hex = textToHex(
      JSON.stringify({ reason: 'signIn', code: 'SSO_401', message: 'Call 0900-000 now' }),
    );
    await renderRoute(`/Error/${hex}`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in.');
    expect(alert).toHaveTextContent('Reference for the service desk: SSO_401');
    expect(screen.queryByText(/0900/)).toBeNull();
  });

  it('says the general message without a payload', async () => {
    await renderRoute('/Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
