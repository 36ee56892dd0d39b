import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/components/Dialog';

/** A page with a button that opens a dialog holding two buttons. */
function Page({ closable = true, withTitle = true }: { closable?: boolean; withTitle?: boolean }) {
  const [open, setOpen] = useState(false);
  const [escapes, setEscapes] = useState(0);
  const keep = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Escapes: {escapes}</p>
      {open ? (
        <Dialog
          {...(withTitle ? { title: 'Delete the card?' } : { labelledBy: 'own-heading' })}
          describedBy="dialog-body"
          initialFocus={keep}
          onEscape={
            closable
              ? close
              : () => {
                  setEscapes((count) => count + 1);
                }
          }
        >
          {withTitle ? null : <h2 id="own-heading">A heading of its own</h2>}
          <p id="dialog-body">The card can not be restored.</p>
          <button ref={keep} type="button" onClick={close}>
            Keep
          </button>
          <button type="button" onClick={close}>
            Delete
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('is a modal dialog named by its heading and described by its text', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the card?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The card can not be restored.');
    expect(screen.getByRole('heading', { level: 2, name: 'Delete the card?' })).toBeVisible();
  });

  it('can be named by a heading its content renders', async () => {
    const user = userEvent.setup();
    render(<Page withTitle={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'A heading of its own' })).toBeInTheDocument();
  });

  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const keep = screen.getByRole('button', { name: 'Keep' });
    expect(keep).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape where the dialog does not allow closing', async () => {
    const user = userEvent.setup();
    render(<Page closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Escapes: 1', { ignore: '[role=dialog] *' })).toBeInTheDocument();
  });

  it('makes the page behind inert and still, and gives it back on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const outside = document.createElement('div');
    document.body.append(outside);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    expect(outside).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(document.documentElement).toHaveClass('dialog-open');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(container).not.toHaveAttribute('inert');
    expect(outside).not.toHaveAttribute('inert');
    expect(document.documentElement).not.toHaveClass('dialog-open');
    outside.remove();
  });

  it('leaves alone what was inert before it opened', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const inertBefore = document.createElement('div');
    inertBefore.setAttribute('inert', '');
    document.body.append(inertBefore);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(inertBefore).toHaveAttribute('inert');
    inertBefore.remove();
  });

  it('lets only the topmost of two dialogs answer Escape', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [lower, setLower] = useState(true);
      const [upper, setUpper] = useState(true);
      return (
        <>
          {lower ? (
            <Dialog title="Lower" onEscape={() => setLower(false)}>
              <button type="button">In lower</button>
            </Dialog>
          ) : null}
          {upper ? (
            <Dialog title="Upper" onEscape={() => setUpper(false)}>
              <button type="button">In upper</button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Stacked />);
    const lower = screen.getByText('In lower').closest('.dialog-backdrop');
    expect(lower).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Upper' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Lower' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dialog-open');
  });

  describe('opening by itself as the page loads (focusInNextTask)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('moves the focus in, and stops the page scrolling, one task later', () => {
      render(
        <Dialog title="News" focusInNextTask>
          <p>Text</p>
        </Dialog>,
      );
      const dialog = screen.getByRole('dialog', { name: 'News' });
      expect(dialog).not.toHaveFocus();
      expect(document.documentElement).not.toHaveClass('dialog-open');
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(dialog).toHaveFocus();
      expect(document.documentElement).toHaveClass('dialog-open');
    });
  });
});
