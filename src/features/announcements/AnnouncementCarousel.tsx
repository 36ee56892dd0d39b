import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapTab } from '../../lib/focusTrap';
import { countdownSeconds, type Slide } from './announcementRules';
import { AnnouncementSlide } from './AnnouncementSlide';
import { CarouselNav } from './CarouselNav';
import { CountdownRing } from './CountdownRing';
import { Slider } from './slider';
import { useCountdown } from './useCountdown';
import { useInertBackground } from './useInertBackground';
import './carousel.css';

/** Fade between slides and the delay before the slider starts (spec 02 §9). */
export const FADE_MS = 400;
export const INIT_DELAY_MS = 800;

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    // No media queries where the page runs: move as usual.
    return false;
  }
}

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
  const [busyInside, setBusyInside] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const total = items.length;
  const item = items[Math.min(current, total - 1)];
  useInertBackground(dialogRef);

  // The countdown waits while the customer works inside a slide (a link, the checkbox).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    const onFocusIn = () => {
      setBusyInside(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && body.contains(event.relatedTarget))) {
        setBusyInside(false);
      }
    };
    body.addEventListener('focusin', onFocusIn);
    body.addEventListener('focusout', onFocusOut);
    return () => {
      body.removeEventListener('focusin', onFocusIn);
      body.removeEventListener('focusout', onFocusOut);
    };
  }, []);

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
  const remaining = useCountdown(seconds, current, !ready || paused || busyInside, advance);

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

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopImmediatePropagation();
        event.preventDefault();
        onClose();
      } else if (dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [onClose]);

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

  return createPortal(
    <div className="announce-backdrop">
      <div
        ref={dialogRef}
        className="announce-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="announce-dialog__bar">
          <p className="announce-dialog__counter" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">{t('counter', { current: current + 1, total })}</span>
            <span className="visually-hidden">
              {t('counterLabel', { current: current + 1, total })}
            </span>
          </p>
          {seconds > 0 ? (
            <CountdownRing
              remaining={remaining}
              total={seconds}
              paused={paused}
              closes={current >= total - 1}
              onTogglePause={() => {
                setPaused((value) => !value);
              }}
            />
          ) : null}
          <button
            type="button"
            className="announce-dialog__close"
            aria-label={t('close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="announce-dialog__body">
          {ready ? (
            <Slider
              ref={sliderRef}
              fade
              speed={reducedMotion ? 0 : FADE_MS}
              infinite={false}
              arrows={false}
              dots={false}
              accessibility={false}
              waitForAnimate={false}
              swipe={total > 1}
              initialSlide={current}
              beforeChange={(_from, to) => {
                setCurrent(to);
              }}
            >
              {slides}
            </Slider>
          ) : (
            <div className="announce-stack">
              {slides.map((slide, index) => (
                <div
                  key={slide.key}
                  className={`announce-stack__item${index === current ? ' announce-stack__item--current' : ''}`}
                  aria-hidden={index !== current}
                >
                  {slide}
                </div>
              ))}
            </div>
          )}
        </div>
        {total > 1 ? <CarouselNav current={current} total={total} onGo={goTo} /> : null}
      </div>
    </div>,
    document.body,
  );
}
