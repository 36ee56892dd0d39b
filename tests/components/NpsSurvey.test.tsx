import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NpsSurvey } from '../../src/components/nps/NpsSurvey';
import { db } from '../../src/sandbox/db/state';
import { renderWithProviders } from '../support/render';
import { refuseOnce } from '../support/calls';

describe('NpsSurvey', () => {
  it('asks for a score before sending, then posts it and thanks the customer', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    await renderWithProviders(<NpsSurvey onSent={onSent} inPage />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the survey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please choose a score')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.type(screen.getByLabelText('Anything else to tell us? (optional)'), ' Fast ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thanks = await screen.findByText('Thank you for your feedback!');
    expect(thanks).toHaveFocus();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(db().shell.npsAnswers.at(-1)).toMatchObject({ score: 9, comment: 'Fast' });
  });

  it('keeps the answer after a failed call and offers to send again', async () => {
    const user = userEvent.setup();
    refuseOnce('eShop/SetNPS', 'post');
    await renderWithProviders(<NpsSurvey />);
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });

  it('offers close and not now when it can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    await renderWithProviders(<NpsSurvey onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Quick survey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Close the survey' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
