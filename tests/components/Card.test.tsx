import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Card } from '../../src/components/Card';

describe('Card', () => {
  it('is a region named by its heading, an h2 by default', () => {
    render(
      <Card title="Your plan">
        <p>Unlimited 5G</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Your plan' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('card');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Your plan' });
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(within(region).getByText('Unlimited 5G')).toBeInTheDocument();
  });

  it('gives every card its own heading id, so the same card can appear twice', () => {
    render(
      <>
        <Card title="Booking">one</Card>
        <Card title="Booking">two</Card>
      </>,
    );
    const [first, second] = screen.getAllByRole('region', { name: 'Booking' });
    expect(first?.getAttribute('aria-labelledby')).not.toBe(
      second?.getAttribute('aria-labelledby'),
    );
  });

  it('takes the heading level, and renders a form or a nav named the same way', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <>
        <Card as="form" title="Change e-mail" headingLevel={3} noValidate onSubmit={submit}>
          <button type="submit">Save</button>
        </Card>
        <Card as="nav" title="Settings" plain>
          <a href="/settings">Notifications</a>
        </Card>
      </>,
    );
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    expect(form).toHaveAttribute('novalidate');
    expect(within(form).getByRole('heading', { level: 3 })).toHaveTextContent('Change e-mail');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).not.toHaveClass('card');
  });

  it('puts the aside beside the heading and keeps extra attributes (a role, a class)', () => {
    render(
      <Card
        title="March bill"
        aside={<span>Paid</span>}
        role="alert"
        className="bill-current"
        stack
      >
        body
      </Card>,
    );
    const alert = screen.getByRole('alert', { name: 'March bill' });
    expect(alert).toHaveClass('kit-card', 'card', 'kit-card--stack', 'bill-current');
    const heading = within(alert).getByRole('heading', { name: 'March bill' });
    expect(heading.parentElement).toHaveTextContent('March billPaid');
  });

  it('lets the caller focus the heading through headingRef', () => {
    function Focusing() {
      const ref = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <button type="button" onClick={() => ref.current?.focus()}>
            Go
          </button>
          <Card title="Session ended" headingRef={ref}>
            text
          </Card>
        </>
      );
    }
    render(<Focusing />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('heading', { name: 'Session ended' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Session ended' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });
});
