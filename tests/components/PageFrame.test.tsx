import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetShownScreens, PageFrame } from '../../src/components/page/PageFrame';
import { renderRoute } from '../support/render';

beforeEach(() => {
  forgetShownScreens();
});

describe('PageFrame focus', () => {
  it('leaves the first screen of a page load where the browser starts: the top of the document', () => {
    render(<PageFrame title="Bills">content</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: 'Bills' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the heading of every later screen, and when the title changes', () => {
    const first = render(<PageFrame title="Home">content</PageFrame>);
    first.unmount();
    const next = render(<PageFrame title="Bills">content</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: 'Bills' })).toHaveFocus();
    next.rerender(<PageFrame title="賬單">content</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: '賬單' })).toHaveFocus();
  });

  it('takes focus to the new heading when a link on the first screen is followed', async () => {
    await renderRoute('/');
    const home = screen.getByRole('heading', { level: 1 });
    expect(home).not.toHaveFocus();
    const link = screen
      .getAllByRole('link')
      .find((candidate) => candidate.getAttribute('href') === '/Bill');
    if (!link) throw new Error('home has no link to /Bill');
    fireEvent.click(link);
    const bills = await screen.findByRole('heading', { level: 1, name: /bill/i });
    expect(bills).not.toBe(home);
    expect(bills).toHaveFocus();
  });
});
