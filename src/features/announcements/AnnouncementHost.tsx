import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTestEnvironment } from '../../config/env';
import { clientActions } from '../../state/client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { DEVICE_TYPE_MOBILE, type AnnouncementGroup } from '../../state/types';
import {
  loadAnnouncementData,
  readDoNotShow,
  rememberDoNotShow,
  type AnnouncementData,
} from './announcementFlow';
import {
  groupForPath,
  GLOBAL_GROUP,
  hasDisableWindow,
  isShownOnce,
  selectAnnouncements,
  type ShownAnnouncement,
} from './announcementRules';
import type { CarouselCloseResult } from './AnnouncementCarousel';
import { openAnnouncementLink } from './openLink';

// react-slick and DOMPurify load only when there is something to show.
const AnnouncementCarousel = lazy(() => import('./AnnouncementCarousel'));

/** Groups already offered in this page load: each comes up at most once per load. */
const offeredGroups = new Set<AnnouncementGroup>();
let pageLoadData: Promise<AnnouncementData> | null = null;

/** Tests only: start as a fresh page load. */
export function forgetOfferedAnnouncements(): void {
  offeredGroups.clear();
  pageLoadData = null;
}

/** Decides, per route, which announcements to show (spec 01 §4) and shows the popup. */
export function AnnouncementHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isLogin = useAppSelector((state) => state.client.isLogin);
  const [items, setItems] = useState<ShownAnnouncement[] | null>(null);

  useEffect(() => {
    if (items !== null) return undefined;
    const pageGroup = groupForPath(pathname, isLogin);
    const groups = [GLOBAL_GROUP, ...(pageGroup ? [pageGroup] : [])].filter(
      (group) => !offeredGroups.has(group),
    );
    if (groups.length === 0) return undefined;
    let cancelled = false;
    const { client } = store.getState();
    pageLoadData ??= loadAnnouncementData({
      isMobilePhone: client.isLogin && client.device?.deviceType === DEVICE_TYPE_MOBILE,
    });
    void pageLoadData.then((data) => {
      if (cancelled) return;
      groups.forEach((group) => offeredGroups.add(group));
      const { embedded, alreadyShownAnnouncement } = store.getState().client;
      const chosen = selectAnnouncements(data.announcements, {
        group: pageGroup !== null && groups.includes(pageGroup) ? pageGroup : null,
        now: data.now,
        embedded,
        testEnvironment: isTestEnvironment,
        alreadyShown: alreadyShownAnnouncement,
        hiddenKeys: new Set(readDoNotShow()),
      }).filter((item) => groups.includes(item.group));
      if (chosen.length > 0) setItems(chosen);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, isLogin, items, store]);

  const onOpened = useCallback(
    (item: ShownAnnouncement) => {
      if (isShownOnce(item.announcement)) {
        dispatch(
          clientActions.announcementShown({ group: item.group, text: item.announcement.Text }),
        );
      }
    },
    [dispatch],
  );

  const onClose = useCallback(
    (result: CarouselCloseResult) => {
      rememberDoNotShow(result.doNotShow);
      const leave = items?.some((item) => hasDisableWindow(item.announcement)) ?? false;
      setItems(null);
      if (leave) void navigate(-1);
    },
    [items, navigate],
  );

  const onDetail = useCallback(
    (item: ShownAnnouncement) => {
      openAnnouncementLink(item.announcement.URL, (path) => void navigate(path));
    },
    [navigate],
  );

  if (items === null) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementCarousel
        items={items}
        onOpened={onOpened}
        onDetail={onDetail}
        onClose={onClose}
      />
    </Suspense>
  );
}
