import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Announcement } from '../../api/types/announcement';
import { Card } from '../../components/Card';
import { sanitizeContent } from '../../components/html/sanitizeContent';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useServerNow } from '../../components/useServerNow';
import { isTestEnvironment } from '../../config/env';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, toDate } from '../../lib/format';
import { isAllowedLink, isInAppPath } from '../../lib/linkRules';
import { useAppSelector } from '../../state/hooks';
import { announcementsByGroup } from './announcementList';
import { useGetAnnouncementsQuery } from './contentApi';
import './content.css';

/** One announcement: title, text, its content sanitised like the popup's, and its link. */
function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const navigate = useNavigate();
  const contentRef = useRef<HTMLDivElement>(null);
  const title = announcement.Title?.trim() ? announcement.Title : announcement.Text;
  const url = announcement.URL.trim();
  const until = announcement.EndTime.trim() ? toDate(announcement.EndTime) : null;

  // Portal paths in the content open through the router, not with a full page load.
  useEffect(() => {
    const container = contentRef.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const target = link?.getAttribute('href');
      if (!target || !isInAppPath(target)) return;
      event.preventDefault();
      void navigate(target.trim());
    };
    container.addEventListener('click', onClick);
    return () => {
      container.removeEventListener('click', onClick);
    };
  }, [navigate]);

  return (
    <li className="announcement-item">
      <h3 className="announcement-item__title">{title}</h3>
      {title !== announcement.Text ? <p>{announcement.Text}</p> : null}
      {announcement.Content ? (
        <div
          ref={contentRef}
          className="announcement-item__content"
          // Sanitized: simple text markup, links to https addresses or portal paths only.
          dangerouslySetInnerHTML={{ __html: sanitizeContent(announcement.Content) }}
        />
      ) : null}
      {until ? (
        <p className="announcement-item__until">
          {t('announcements.until', { date: formatDate(until, language) })}
        </p>
      ) : null}
      {isInAppPath(url) ? (
        <Link to={url}>{t('announcements.detail', { title })}</Link>
      ) : isAllowedLink(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('announcements.detailExternal', { title })}
        </a>
      ) : null}
    </li>
  );
}

/**
 * Every announcement valid now (Announcement/SitecoreAnnouncement), by group: the full list
 * behind the popup, with nothing hidden by "once" or "do not show again".
 */
export default function AnnouncementScreen() {
  const { t } = useTranslation(['content', 'titles']);
  const embedded = useAppSelector((state) => state.client.embedded);
  const now = useServerNow();
  const query = useGetAnnouncementsQuery(undefined);
  const ready = now === null ? { ...query, currentData: undefined } : query;
  return (
    <PageFrame title={t('titles:announcement')}>
      <QueryView
        query={ready}
        loading={t('announcements.loading')}
        errorTitle={t('announcements.error')}
        isEmpty={(list) =>
          announcementsByGroup(list, {
            now: now?.getTime() ?? 0,
            embedded,
            testEnvironment: isTestEnvironment,
          }).length === 0
        }
        emptyTitle={t('announcements.empty')}
        emptyBody={t('announcements.emptyBody')}
      >
        {(list) => (
          <div className="announcement-groups">
            {announcementsByGroup(list, {
              now: now?.getTime() ?? 0,
              embedded,
              testEnvironment: isTestEnvironment,
            }).map(([group, items]) => (
              <Card key={group} title={t(`announcements.groups.${group}`)}>
                <ul className="announcement-list">
                  {items.map((announcement) => (
                    <AnnouncementItem
                      key={`${announcement.Title ?? ''}|${announcement.Text}`}
                      announcement={announcement}
                    />
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
