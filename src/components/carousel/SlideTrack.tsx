import { lazy, Suspense, useEffect, useState, type ReactElement, type RefObject } from 'react';
import type { Slider } from './slider';
import './carousel.css';

/**
 * react-slick, asked for when the slider starts (800 ms after the popup opens, spec 02 §9): the
 * stacked slides show until it arrives, and a request started while the popup paints would share
 * the link with what the paint needs. One request per page load, whatever its outcome.
 */
let sliderLoad: Promise<{ default: typeof Slider }> | null = null;
const loadSlider = () =>
  (sliderLoad ??= import('./slider').then((module) => ({ default: module.Slider })));
const LazySlider = lazy(loadSlider);

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
  const [sliderFailed, setSliderFailed] = useState(false);
  useEffect(() => {
    if (!started) return;
    // Without the slider the slides stay stacked, and the buttons still move between them.
    loadSlider().catch(() => {
      setSliderFailed(true);
    });
  }, [started]);
  const stack = (
    <div className="carousel-stack">
      {slides.map((slide, index) => (
        <div
          key={slide.key}
          className={`carousel-stack__item${index === current ? ' carousel-stack__item--current' : ''}`}
          aria-hidden={index !== current}
        >
          {slide}
        </div>
      ))}
    </div>
  );
  if (!started || sliderFailed) return stack;
  return (
    <Suspense fallback={stack}>
      <LazySlider
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
      </LazySlider>
    </Suspense>
  );
}
