import './carousel.css';

export interface CarouselNavLabels {
  previous: string;
  next: string;
  /** Names the row of dots. */
  dots: string;
  /** Names one dot: "Announcement 2", "Slide 2". */
  goTo: (number: number) => string;
}

interface CarouselNavProps {
  current: number;
  total: number;
  onGo: (index: number) => void;
  labels: CarouselNavLabels;
  className?: string;
}

/**
 * Previous and next with a dot per slide (spec 02 §2.3, spec 01 §2). At either end the arrow
 * stays focusable and says it is unavailable (aria-disabled) instead of dropping focus.
 */
export function CarouselNav({ current, total, onGo, labels, className }: CarouselNavProps) {
  const atStart = current === 0;
  const atEnd = current === total - 1;
  return (
    <div className={className ? `carousel-nav ${className}` : 'carousel-nav'}>
      <button
        type="button"
        className="carousel-nav__arrow"
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) onGo(current - 1);
        }}
      >
        <span aria-hidden="true">‹ </span>
        {labels.previous}
      </button>
      <ul className="carousel-dots" aria-label={labels.dots}>
        {Array.from({ length: total }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className="carousel-dots__dot"
              aria-label={labels.goTo(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => {
                onGo(index);
              }}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-nav__arrow"
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) onGo(current + 1);
        }}
      >
        {labels.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </div>
  );
}
