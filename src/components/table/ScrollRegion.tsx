import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './table.css';

/**
 * Content that may scroll sideways on a narrow screen (a wide table): one labelled
 * role="region" that keyboard users can focus and scroll with the arrow keys (WCAG 2.1.1), and
 * a visible cue ("Scroll sideways to see more") above it while it overflows. A table's first
 * column stays in place while the others scroll under it (table.css), so a row stays named.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  /** The region's accessible name: usually the table's caption. */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    <div className={['scroll-region', className].filter(Boolean).join(' ')}>
      {/* Above the content: under a long table it would sit below the fold. */}
      {overflows ? (
        <p className="scroll-region__cue" aria-hidden="true">
          {t('table.scrollCue')}
        </p>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable */}
      <div ref={box} className="scroll-region__box" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
