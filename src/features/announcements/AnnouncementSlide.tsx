import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { isMaintenance, slideImages, type Slide } from './announcementRules';
import { isAllowedLink } from '../../lib/linkRules';

interface AnnouncementSlideProps {
  item: Slide;
  /** The slide on show; the others are inert, so nothing hidden can take focus. */
  current: boolean;
  /** The id the dialog is labelled by, given to the current slide's title. */
  titleId: string;
  embedded: boolean;
  doNotShow: boolean;
  onDoNotShowChange: (checked: boolean) => void;
  onDetail: () => void;
  onConfirm: () => void;
  /** A link inside the content was activated (its default is already prevented). */
  onContentLink: (href: string) => void;
}

/** Only https pictures or the portal's own are shown; anything else is left out. */
function safeImage(source: string | undefined): string | undefined {
  return source !== undefined && isAllowedLink(source) ? source : undefined;
}

/** One announcement: picture, title, text, sanitized content, actions and the checkbox. */
export function AnnouncementSlide({
  item,
  current,
  titleId,
  embedded,
  doNotShow,
  onDoNotShowChange,
  onDetail,
  onConfirm,
  onContentLink,
}: AnnouncementSlideProps) {
  const { t } = useTranslation('announce');
  const { announcement, key, html: content } = item;
  const contentRef = useRef<HTMLDivElement>(null);
  const images = slideImages(announcement, embedded);
  const mobileImage = safeImage(images.mobile);
  const desktopImage = safeImage(images.desktop);
  const checkboxId = `announce-dns-${key}`;
  const title = announcement.Title?.trim() ? announcement.Title : announcement.Text;

  // Links in the content go through the same rules as the detail button (router for portal
  // paths, the host app when embedded), not a full page load.
  useEffect(() => {
    const container = contentRef.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href || event.defaultPrevented) return;
      event.preventDefault();
      onContentLink(href);
    };
    container.addEventListener('click', onClick);
    return () => {
      container.removeEventListener('click', onClick);
    };
  }, [onContentLink]);

  return (
    <div className="announce-slide" inert={!current}>
      {mobileImage || desktopImage ? (
        <picture className="announce-slide__picture">
          {desktopImage ? <source media="(min-width: 768px)" srcSet={desktopImage} /> : null}
          <img
            className="announce-slide__image"
            src={mobileImage ?? desktopImage}
            alt=""
            width={600}
            height={300}
            decoding="async"
          />
        </picture>
      ) : null}
      <h2 className="announce-slide__title" id={current ? titleId : undefined}>
        {title}
      </h2>
      {title !== announcement.Text ? (
        <p className="announce-slide__text">{announcement.Text}</p>
      ) : null}
      {content ? (
        <div
          ref={contentRef}
          className="announce-slide__content"
          // Sanitized: simple text markup, links to https addresses or portal paths only.
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : null}
      <div className="announce-slide__actions">
        {isAllowedLink(announcement.URL) ? <Button onClick={onDetail}>{t('detail')}</Button> : null}
        {isMaintenance(announcement) ? (
          <Button variant="secondary" onClick={onConfirm}>
            {t('confirm')}
          </Button>
        ) : null}
      </div>
      <div className="announce-slide__dns">
        <input
          id={checkboxId}
          type="checkbox"
          checked={doNotShow}
          onChange={(event) => {
            onDoNotShowChange(event.target.checked);
          }}
        />
        <label htmlFor={checkboxId}>{t('doNotShow')}</label>
      </div>
    </div>
  );
}
