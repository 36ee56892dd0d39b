import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { Announcement } from '../../../src/api/types/announcement';
import { forgetServerClock } from '../../../src/state/serverClock';
import { forgetOfferedAnnouncements } from '../../../src/features/announcements/AnnouncementHost';
import AnnouncementCarousel from '../../../src/features/announcements/AnnouncementCarousel';
import { announcementKey, type Slide } from '../../../src/features/announcements/announcementRules';
import { sanitizeContent } from '../../../src/components/html/sanitizeContent';
import { server } from '../../../src/sandbox/node';
import { renderWithProviders } from '../../support/render';

export function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    Title: 'Notice',
    Text: 'Something to know.',
    URL: '',
    Source: 'ALL',
    LayoutTag: 'all',
    ShowTime: 'other',
    StartTime: '',
    EndTime: '',
    ...overrides,
  };
}

/** A slide as the host hands it to the popup, its content sanitized. */
export function shown(overrides: Partial<Announcement> = {}): Slide {
  const item = announcement(overrides);
  return {
    announcement: item,
    group: 'all',
    key: announcementKey(item),
    html: item.Content ? sanitizeContent(item.Content) : '',
  };
}

/** Renders the carousel alone, keeping the ticked keys the way the host does. */
export async function renderCarousel(items: Slide[], embedded = false) {
  const onOpened = vi.fn();
  const onOpenLink = vi.fn();
  const onClose = vi.fn();
  const onDoNotShowChange = vi.fn();
  function Harness() {
    const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
    return (
      <AnnouncementCarousel
        items={items}
        embedded={embedded}
        doNotShow={ticked}
        onDoNotShowChange={(item, checked) => {
          onDoNotShowChange(item.key, checked);
          setTicked((previous) => {
            const next = new Set(previous);
            if (checked) next.add(item.key);
            else next.delete(item.key);
            return next;
          });
        }}
        onOpened={onOpened}
        onOpenLink={onOpenLink}
        onClose={onClose}
      />
    );
  }
  const result = await renderWithProviders(<Harness />);
  return { ...result, onOpened, onOpenLink, onClose, onDoNotShowChange };
}

/**
 * Resolves once the shell add-ons are on the page: their announcement host asks the server
 * clock as soon as it mounts. Call before rendering: it starts a fresh page load.
 */
export function whenAddonsMounted(): () => Promise<void> {
  forgetServerClock();
  forgetOfferedAnnouncements();
  let asked = false;
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('Http/CurrentTime')) asked = true;
  };
  server.events.on('request:start', listener);
  return async () => {
    try {
      await waitFor(
        () => {
          if (!asked) throw new Error('the shell add-ons have not mounted');
        },
        { timeout: 8_000 },
      );
    } finally {
      server.events.removeListener('request:start', listener);
    }
  };
}
