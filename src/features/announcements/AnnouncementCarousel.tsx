import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Slider from 'react-slick';
import { trapTab } from '../../lib/focusTrap';
import type { ShownAnnouncement } from './announcementRules';
import { AnnouncementSlide } from './AnnouncementSlide';
import { CountdownRing } from './CountdownRing';
import { isInAppPath } from './linkRules';
import { useCountdown } from './useCountdown';
import './carousel.css';

/** Fade between slides and the delay before the slider starts (spec 02 §9). */
export const FADE_MS = 400;
export const INIT_DELAY_MS = 800;

export interface CarouselCloseResult {
  /** Keys ticked 'do not show next time'. */
  doNotShow: string[];
}

export interface AnnouncementCarouselProps {
  items: ShownAnnouncement[];
  /** A slide became current (the once-shown history is recorded here). */
  onOpened: (item: ShownAnnouncement) => void;
  onDetail: (item: ShownAnnouncement) => void;
  onClose: (result: CarouselCloseResult) => void;
}

/** The announcement popup (spec 02 §2.3, §4.9): a modal dialog holding a fading carousel. */
export default function AnnouncementCarousel({
  items,
  onOpened,
  onDetail,
  onClose,
}: AnnouncementCarouselProps) {
  const { t } = useTranslation('announce');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const [doNotShow, setDoNotShow] = useState<ReadonlySet<string>>(new Set());
  const total = items.length;
  const item = items[current];

  const close = useCallback(() => {
    onClose({ doNotShow: [...doNotShow] });
  }, [doNotShow, onClose]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), total - 1);
      setCurrent(target);
      sliderRef.current?.slickGoTo(target);
    },
    [total],
  );

  const advance = useCallback(() => {
    if (current >= total - 1) close();
    else goTo(current + 1);
  }, [current, total, close, goTo]);

  const seconds = item?.announcement.CountdownSeconds ?? 0;
  const remaining = useCountdown(ready ? seconds : 0, current, paused, advance);

  useEffect(() => {
    const timer = setTimeout(() => {
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
      previous?.focus();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopImmediatePropagation();
        close();
      } else if (dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [close]);

  const slides = items.map((entry, index) => (
    <AnnouncementSlide
      key={entry.key}
      item={entry}
      current={index === current}
      titleId={titleId}
      doNotShow={doNotShow.has(entry.key)}
      onDoNotShowChange={(checked) => {
        setDoNotShow((previous) => {
          const next = new Set(previous);
          if (checked) next.add(entry.key);
          else next.delete(entry.key);
          return next;
        });
      }}
      onDetail={() => {
        onDetail(entry);
        if (isInAppPath(entry.announcement.URL)) close();
      }}
      onConfirm={advance}
    />
  ));

  return (
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
          <p className="announce-dialog__counter" aria-live="polite">
            <span aria-hidden="true">{t('counter', { current: current + 1, total })}</span>
            <span className="visually-hidden">
              {t('counterLabel', { current: current + 1, total })}
            </span>
          </p>
          {ready && seconds > 0 ? (
            <CountdownRing
              remaining={remaining}
              total={seconds}
              paused={paused}
              onTogglePause={() => {
                setPaused((value) => !value);
              }}
            />
          ) : null}
          <button
            type="button"
            className="announce-dialog__close"
            aria-label={t('close')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="announce-dialog__body">
          {ready ? (
            <Slider
              ref={sliderRef}
              fade
              speed={FADE_MS}
              infinite={false}
              arrows={false}
              dots={false}
              accessibility={false}
              swipe={total > 1}
              initialSlide={current}
              beforeChange={(_from, to) => {
                setCurrent(to);
              }}
            >
              {slides}
            </Slider>
          ) : (
            slides[current]
          )}
        </div>
        {total > 1 ? (
          <div className="announce-dialog__nav">
            <button
              type="button"
              className="announce-dialog__arrow"
              onClick={() => {
                goTo(current - 1);
              }}
              disabled={current === 0}
            >
              {t('previous')}
            </button>
            <button
              type="button"
              className="announce-dialog__arrow"
              onClick={() => {
                goTo(current + 1);
              }}
              disabled={current === total - 1}
            >
              {t('next')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
