import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { ShownAnnouncement } from './announcementRules';
import { isAllowedLink } from './linkRules';
import { sanitizeContent } from './sanitizeContent';

/** Notices with nothing to open, or about maintenance, are acknowledged with 確定. */
export function isMaintenanceNotice(item: ShownAnnouncement): boolean {
  const { URL, Title, Text } = item.announcement;
  return URL.trim() === '' || /維護|maintenance/i.test(`${Title ?? ''} ${Text}`);
}

interface AnnouncementSlideProps {
  item: ShownAnnouncement;
  current: boolean;
  titleId: string;
  doNotShow: boolean;
  onDoNotShowChange: (checked: boolean) => void;
  onDetail: () => void;
  onConfirm: () => void;
}

/** One slide; a slide that is not current is inert so nothing hidden can take focus. */
export function AnnouncementSlide({
  item,
  current,
  titleId,
  doNotShow,
  onDoNotShowChange,
  onDetail,
  onConfirm,
}: AnnouncementSlideProps) {
  const { t } = useTranslation('announce');
  const { announcement, key } = item;
  const content = useMemo(
    () => (announcement.Content ? sanitizeContent(announcement.Content) : ''),
    [announcement.Content],
  );
  const mobileImage = announcement.ImageMWeb ?? announcement.Image;
  const desktopImage = announcement.ImageWeb ?? announcement.Image;
  const checkboxId = `announce-dns-${key}`;
  return (
    <div className="announce-slide" inert={!current} aria-hidden={!current}>
      {mobileImage || desktopImage ? (
        <picture className="announce-slide__picture">
          {desktopImage ? <source media="(min-width: 768px)" srcSet={desktopImage} /> : null}
          <img className="announce-slide__image" src={mobileImage ?? desktopImage} alt="" />
        </picture>
      ) : null}
      <h3 className="announce-slide__title" id={current ? titleId : undefined}>
        {announcement.Title ?? announcement.Text}
      </h3>
      {announcement.Title ? <p className="announce-slide__text">{announcement.Text}</p> : null}
      {content ? (
        // Sanitized above: simple markup, https or in-portal links only.
        <div className="announce-slide__content" dangerouslySetInnerHTML={{ __html: content }} />
      ) : null}
      <div className="announce-slide__actions">
        {isAllowedLink(announcement.URL) ? <Button onClick={onDetail}>{t('detail')}</Button> : null}
        {isMaintenanceNotice(item) ? (
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
