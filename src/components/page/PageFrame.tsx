import { useEffect, useRef, type ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  /** A line under the heading: whose account, which device. */
  context?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Whether a screen has been shown since the page loaded. The first one leaves focus where the
 * browser put it, at the top of the document (the skip link is the first stop); focusing would
 * also lay out the whole first page inside the task that renders it.
 */
let screenShown = false;

/** Tests only: the next screen is the first of a page load. */
export function forgetShownScreens(): void {
  screenShown = false;
}

/**
 * The frame of every screen: one h1, which takes focus when a navigation brings the screen (or its
 * title changes), then the content.
 */
export function PageFrame({ title, context, actions, children }: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (screenShown) heading.current?.focus({ preventScroll: true });
    screenShown = true;
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          {context ? <p className="page__context">{context}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
