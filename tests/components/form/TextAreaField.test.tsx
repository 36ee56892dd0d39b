import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '../../../src/components/form/TextAreaField';
import { renderWithProviders } from '../../support/render';

function Subject({ maxLength, error }: { maxLength?: number; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Message"
      hint="Say what happened."
      error={error}
      maxLength={maxLength}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
      }}
    />
  );
}

describe('TextAreaField', () => {
  it('is a labelled multi-line field that counts the characters as they are typed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Subject maxLength={30} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('maxlength', '30');
    expect(field).toHaveAccessibleDescription('Say what happened. 0 of 30 characters');
    const count = screen.getByText('0 of 30 characters');
    expect(count).toHaveAttribute('aria-live', 'off');

    await user.type(field, 'No dial tone');
    expect(screen.getByText('12 of 30 characters')).toBe(count);
    // Fewer than 20 left: the count is announced as it changes.
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.type(field, ' since Monday, all day long');
    expect(field).toHaveValue('No dial tone since Monday, all');
    expect(count).toHaveTextContent('30 of 30 characters');
  });

  it('shows no count without a limit, and its error last in the description', async () => {
    await renderWithProviders(<Subject error="Describe the problem." />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Say what happened. Describe the problem.');
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
  });
});
