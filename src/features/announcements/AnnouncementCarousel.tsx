import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { countdownSeconds, type Slide } from './announcementRules';
import { AnnouncementSlide } from './AnnouncementSlide';
import { CarouselNav } from '../../components/carousel/CarouselNav';
import { CarouselBar } from './CarouselBar';
import { CountdownRing } from './CountdownRing';
import type { Slider } from '../../components/carousel/slider';
import { SlideTrack } from '../../components/carousel/SlideTrack';
import { useFocusWithin, useSlideCountdown } from './useSlideCountdown';
import './carousel.css';

/** The delay before the slider starts (spec 02 §9). */
export const INIT_DELAY_MS = 800;

export interface AnnouncementCarouselProps {
  items: Slide[];
  embedded: boolean;
  /** Keys already ticked 'do not show next time'. */
  doNotShow: ReadonlySet<string>;
  onDoNotShowChange: (item: Slide, checked: boolean) => void;
  /** A slide became current (the once-shown history is recorded here). */
  onOpened: (item: Slide) => void;
  /** The detail button, or a link in the content (`href`). */
  onOpenLink: (item: Slide, href: string) => void;
  onClose: () => void;
}

/**
 * The announcement popup (spec 02 §2.3, §4.9): a modal dialog holding a fading carousel. The
 * slider starts 800 ms after the popup opens; until then the slides are stacked in the same box,
 * so the box keeps its size when it starts. A countdown advances at zero and closes the popup on
 * the last slide; it pauses while the customer works inside a slide, and on request.
 */
export default function AnnouncementCarousel({
  items,
  embedded,
  doNotShow,
  onDoNotShowChange,
  onOpened,
  onOpenLink,
  onClose,
}: AnnouncementCarouselProps) {
  const { t } = useTranslation('announce');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Slider>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const total = items.length;
  const item = items[Math.min(current, total - 1)];

  // The countdown waits while the customer works inside a slide (a link, the checkbox).
  const busyInside = useFocusWithin(bodyRef);
  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), total - 1);
      // Focus must not stay on a slide that turns inert.
      if (bodyRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
      setCurrent(target);
      sliderRef.current?.slickGoTo(target);
    },
    [total],
  );

  const advance = useCallback(() => {
    if (current >= total - 1) onClose();
    else goTo(current + 1);
  }, [current, total, onClose, goTo]);

  const seconds = item ? countdownSeconds(item.announcement) : 0;
  const remaining = useSlideCountdown(seconds, current, !ready || paused || busyInside, advance);

  useEffect(() => {
    const timer = setTimeout(() => {
      // The slides are rebuilt inside the slider: keep focus on the dialog, not on a lost node.
      if (bodyRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
      setReady(true);
    }, INIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (item) onOpened(item);
  }, [item, onOpened]);

  const slides = items.map((entry, index) => (
    <div key={entry.key} className="announce-frame">
      <AnnouncementSlide
        item={entry}
        current={index === current}
        titleId={titleId}
        embedded={embedded}
        doNotShow={doNotShow.has(entry.key)}
        onDoNotShowChange={(checked) => {
          onDoNotShowChange(entry, checked);
        }}
        onDetail={() => {
          onOpenLink(entry, entry.announcement.URL);
        }}
        onContentLink={(href) => {
          onOpenLink(entry, href);
        }}
        onConfirm={advance}
      />
    </div>
  ));

  // It opens by itself as the page loads: focus follows in the next task.
  return (
    <Dialog
      ref={dialogRef}
      labelledBy={titleId}
      width="wide"
      flush
      className="announce-dialog"
      onEscape={onClose}
      focusInNextTask
    >
      <CarouselBar
        current={current}
        total={total}
        onClose={onClose}
        countdown={
          seconds > 0 ? (
            <CountdownRing
              remaining={remaining}
              total={seconds}
              paused={paused}
              closes={current >= total - 1}
              onTogglePause={() => {
                setPaused((value) => !value);
              }}
            />
          ) : null
        }
      />
      <div ref={bodyRef} className="announce-dialog__body">
        <SlideTrack
          slides={slides}
          current={current}
          started={ready}
          sliderRef={sliderRef}
          onChange={setCurrent}
        />
      </div>
      {total > 1 ? (
        <CarouselNav
          className="announce-dialog__nav"
          current={current}
          total={total}
          onGo={goTo}
          labels={{
            previous: t('previous'),
            next: t('next'),
            dots: t('dots'),
            goTo: (number) => t('goTo', { number }),
          }}
        />
      ) : null}
    </Dialog>
  );
}
