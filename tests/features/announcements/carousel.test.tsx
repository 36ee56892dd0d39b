import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INIT_DELAY_MS } from '../../../src/features/announcements/AnnouncementCarousel';
import { COUNTDOWN_TICK_MS } from '../../../src/features/announcements/useSlideCountdown';
import { renderCarousel, shown } from './support';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the slider start (800 ms after opening) and settle. */
async function startSlider() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(INIT_DELAY_MS);
  });
}

/** Lets whole seconds pass, one at a time so that React commits each tick. */
async function seconds(count: number) {
  for (let second = 0; second < count; second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS);
    });
  }
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const dialog = () => screen.getByRole('dialog');

describe('the announcement carousel', () => {
  it('is a labelled modal dialog showing n / total, titled by the current slide', async () => {
    await renderCarousel([shown({ Title: 'First' }), shown({ Title: 'Second' })]);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('First');
    expect(counter()).toBe('1 / 2');
    expect(screen.getByText('Announcement 1 of 2')).toBeInTheDocument();
    // It opened by itself with the page: the focus follows one task later.
    expect(dialog()).not.toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(dialog()).toHaveFocus();
  });

  it('moves with previous and next, and the dots, in the order given', async () => {
    const { onOpened } = await renderCarousel([
      shown({ Title: 'First' }),
      shown({ Title: 'Second' }),
      shown({ Title: 'Third' }),
    ]);
    await startSlider();
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(next);
    await seconds(1);
    expect(counter()).toBe('2 / 3');
    expect(dialog()).toHaveAccessibleName('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 3' }));
    await seconds(1);
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Announcement 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(counter()).toBe('3 / 3');
    fireEvent.click(previous);
    await seconds(1);
    expect(counter()).toBe('2 / 3');
    expect(
      onOpened.mock.calls.map(
        ([item]) => (item as { announcement: { Title: string } }).announcement.Title,
      ),
    ).toEqual(['First', 'Second', 'Third', 'Second']);
  });

  it('leaves nothing focusable in the slides that are not on show', async () => {
    await renderCarousel([
      shown({ Title: 'First', URL: '/Bill' }),
      shown({ Title: 'Second', URL: '/Roaming' }),
    ]);
    for (const phase of ['before the slider starts', 'after']) {
      const slides = document.querySelectorAll('.announce-slide');
      expect(slides, phase).toHaveLength(2);
      expect(slides[0]).not.toHaveAttribute('inert');
      expect(slides[1]).toHaveAttribute('inert');
      await startSlider();
    }
    const hidden = document.querySelectorAll('[aria-hidden="true"]');
    for (const element of hidden) {
      const focusable = element.querySelectorAll('a[href], button, input, [tabindex="0"]');
      for (const control of focusable) expect(control.closest('[inert]')).not.toBeNull();
    }
  });

  it('counts down each second, moves on at zero and closes after the last slide', async () => {
    const { onClose } = await renderCarousel([
      shown({ Title: 'First', CountdownSeconds: 3 }),
      shown({ Title: 'Second', CountdownSeconds: 2 }),
    ]);
    expect(screen.getByText('Moves on in 3 seconds')).toBeInTheDocument();
    // The countdown waits for the slider to start.
    await startSlider();
    expect(screen.getByText('Moves on in 3 seconds')).toBeInTheDocument();
    await seconds(1);
    expect(screen.getByText('Moves on in 2 seconds')).toBeInTheDocument();
    await seconds(2);
    expect(counter()).toBe('2 / 2');
    expect(screen.getByText('Closes in 2 seconds')).toBeInTheDocument();
    await seconds(1);
    expect(onClose).not.toHaveBeenCalled();
    await seconds(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no countdown for a slide without one, and waits there', async () => {
    const { onClose } = await renderCarousel([shown({ Title: 'Still' })]);
    await startSlider();
    expect(screen.queryByRole('button', { name: 'Pause countdown' })).not.toBeInTheDocument();
    await seconds(60);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be paused and resumed', async () => {
    const { onClose } = await renderCarousel([shown({ CountdownSeconds: 2 })]);
    await startSlider();
    const pause = screen.getByRole('button', { name: 'Pause countdown' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await seconds(10);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Closes in 2 seconds')).toBeInTheDocument();
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await seconds(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the customer is working inside the slide', async () => {
    const { onClose } = await renderCarousel([shown({ CountdownSeconds: 2 })]);
    await startSlider();
    const checkbox = screen.getByRole('checkbox', { name: "Don't show this next time" });
    act(() => {
      checkbox.focus();
    });
    await seconds(5);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      dialog().focus();
    });
    await seconds(2);
    expect(onClose).toHaveBeenCalled();
  });

  it('ticks and unticks do not show next time per announcement', async () => {
    const first = shown({ Title: 'First' });
    const second = shown({ Title: 'Second' });
    const { onDoNotShowChange } = await renderCarousel([first, second]);
    await startSlider();
    const checkbox = () =>
      within(document.querySelector<HTMLElement>('.announce-slide:not([inert])')!).getByRole(
        'checkbox',
        {
          name: "Don't show this next time",
        },
      );
    fireEvent.click(checkbox());
    expect(checkbox()).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await seconds(1);
    expect(checkbox()).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await seconds(1);
    expect(checkbox()).toBeChecked();
    fireEvent.click(checkbox());
    expect(onDoNotShowChange.mock.calls).toEqual([
      [first.key, true],
      [first.key, false],
    ]);
  });

  it('offers 查看詳情 for a link and 確定 for maintenance, which moves on or closes', async () => {
    const link = shown({ Title: 'With link', URL: 'https://www.carrier.example/x' });
    const maintenance = shown({ Title: 'Maintenance', ShowTime: 'disable' });
    const { onOpenLink, onClose } = await renderCarousel([maintenance, link]);
    await startSlider();
    expect(screen.queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await seconds(1);
    expect(counter()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(onOpenLink).toHaveBeenCalledWith(link, 'https://www.carrier.example/x');
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await seconds(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await seconds(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no detail button for a link that is neither https nor a portal path', async () => {
    await renderCarousel([
      shown({ Title: 'a', URL: 'javascript:alert(1)' }),
      shown({ Title: 'b', URL: 'http://insecure.example/' }),
      shown({ Title: 'c', URL: '//evil.example/' }),
    ]);
    expect(screen.queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const { onClose } = await renderCarousel([shown()]);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcements' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sanitizes the content: safe links only, no scripts or pictures', async () => {
    const { onOpenLink } = await renderCarousel([
      shown({
        Content:
          '<p onclick="alert(1)">Read <a href="https://www.carrier.example/n" target="_self">the news</a>, ' +
          '<a href="/Bill">your bill</a>, <a href="javascript:alert(1)">this</a>, ' +
          '<a href="data:text/html,x">that</a>.</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      }),
    ]);
    const content = document.querySelector<HTMLElement>('.announce-slide__content')!;
    expect(content.querySelector('img, script, [onclick], [onerror]')).toBeNull();
    const news = within(content).getByRole('link', { name: 'the news' });
    expect(news).toHaveAttribute('target', '_blank');
    expect(news).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(content).getByRole('link', { name: 'your bill' })).not.toHaveAttribute('target');
    expect(within(content).getByText('this')).not.toHaveAttribute('href');
    expect(within(content).getByText('that')).not.toHaveAttribute('href');
    fireEvent.click(within(content).getByRole('link', { name: 'your bill' }));
    expect(onOpenLink).toHaveBeenCalledWith(expect.anything(), '/Bill');
  });

  it('shows the web pictures by viewport, at most 600 px wide, and only safe ones', async () => {
    await renderCarousel([
      shown({ Title: 'a', Image: '/app.png', ImageWeb: '/web.png', ImageMWeb: '/mweb.png' }),
      shown({ Title: 'b', ImageWeb: 'http://insecure.example/x.png' }),
    ]);
    const [first, second] = document.querySelectorAll('.announce-slide');
    expect(first?.querySelector('source')).toHaveAttribute('srcset', '/web.png');
    expect(first?.querySelector('source')).toHaveAttribute('media', '(min-width: 768px)');
    expect(first?.querySelector('img')).toHaveAttribute('src', '/mweb.png');
    expect(first?.querySelector('img')).toHaveAttribute('width', '600');
    expect(second?.querySelector('img')).toBeNull();
  });

  it('shows the app picture inside the apps', async () => {
    await renderCarousel(
      [shown({ Image: '/app.png', ImageWeb: '/web.png', ImageMWeb: '/mweb.png' })],
      true,
    );
    expect(document.querySelector('.announce-slide source')).toBeNull();
    expect(document.querySelector('.announce-slide img')).toHaveAttribute('src', '/app.png');
  });

  it('makes the rest of the page inert while it is open, and gives it back', async () => {
    const outside = document.createElement('div');
    document.body.append(outside);
    const { unmount } = await renderCarousel([shown()]);
    expect(outside).toHaveAttribute('inert');
    unmount();
    expect(outside).not.toHaveAttribute('inert');
    outside.remove();
  });
});
