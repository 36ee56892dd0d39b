import { useEffect, useRef, type ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  /** A line under the heading: whose account, which device. */
  context?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen: one h1 that takes focus on navigation, then the content. */
export function PageFrame({ title, context, actions, children }: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
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
