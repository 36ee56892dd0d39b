import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { renderWithProviders } from '../support/render';

function view(busy: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  return renderWithProviders(
    <ConfirmDialog
      title="Turn it on?"
      confirmLabel="Turn on"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>It costs NT$35 a month.</p>
    </ConfirmDialog>,
  ).then(() => ({ onConfirm, onCancel }));
}

describe('ConfirmDialog', () => {
  it('says what the change costs, starts on Cancel and confirms or cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = await view(false);
    const dialog = screen.getByRole('dialog', { name: 'Turn it on?' });
    expect(dialog).toHaveTextContent('It costs NT$35 a month.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while the change runs', async () => {
    const user = userEvent.setup();
    const { onCancel } = await view(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
