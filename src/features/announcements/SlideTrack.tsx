import type { ReactElement, RefObject } from 'react';
import { Slider } from './slider';

/** Fade between slides (spec 02 §9). */
const FADE_MS = 400;

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    // No media queries where the page runs: move as usual.
    return false;
  }
}

/**
 * The slides: stacked in one box until the slider starts (so that the box keeps its size when it
 * does), then a fading react-slick slider that reports the slide it moves to.
 */
export function SlideTrack({
  slides,
  current,
  started,
  sliderRef,
  onChange,
}: {
  slides: ReactElement[];
  current: number;
  started: boolean;
  sliderRef: RefObject<Slider | null>;
  onChange: (index: number) => void;
}) {
  if (!started) {
    return (
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
    );
  }
  return (
    <Slider
      ref={sliderRef}
      fade
      speed={prefersReducedMotion() ? 0 : FADE_MS}
      infinite={false}
      arrows={false}
      dots={false}
      accessibility={false}
      waitForAnimate={false}
      swipe={slides.length > 1}
      initialSlide={current}
      beforeChange={(_from, to) => {
        onChange(to);
      }}
    >
      {slides}
    </Slider>
  );
}
