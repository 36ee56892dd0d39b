import { useId, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import './card.css';

type Element = 'section' | 'form' | 'nav' | 'article';

interface CardProps extends Omit<
  FormHTMLAttributes<HTMLElement>,
  'title' | 'className' | 'aria-labelledby'
> {
  /** The heading's text; it also names the card (aria-labelledby). */
  title: ReactNode;
  /** Under the page's h1 a card is an h2; a card inside a card an h3. */
  headingLevel?: 2 | 3 | 4;
  /** `form` for a form with its own heading, `nav` for a list of links. */
  as?: Element;
  /** No box: a titled part of the page, not a card (a list of cards under one heading). */
  plain?: boolean;
  /** The children one under another, evenly spaced (the heading too). */
  stack?: boolean;
  /** Beside the heading, at its end: a status badge or a small action. */
  aside?: ReactNode;
  /** For a heading that takes focus when the card appears; it gets tabIndex -1. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Layout from the feature's sheet. */
  className?: string;
  children?: ReactNode;
}

/**
 * A titled part of a page: one section (or form, or nav) named by its heading through
 * `aria-labelledby`, with an id from `useId`, so the same card can appear twice on a page.
 */
export function Card({
  title,
  headingLevel = 2,
  as: Tag = 'section',
  plain = false,
  stack = false,
  aside,
  headingRef,
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const classes = [
    'kit-card',
    plain ? '' : 'card',
    stack ? 'kit-card--stack' : '',
    `kit-card--h${String(headingLevel)}`,
    className,
  ];
  const heading = (
    <Heading
      id={headingId}
      className="kit-card__title"
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
    >
      {title}
    </Heading>
  );
  return (
    <Tag {...rest} className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {aside ? (
        <div className="kit-card__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Tag>
  );
}
