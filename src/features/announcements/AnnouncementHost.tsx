import { useCallback, useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { openLink } from '../../state/hostLink';
import { isTestEnvironment } from '../../config/env';
import { paths } from '../../config/paths';
import { clientActions } from '../../state/client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import type { AppStore } from '../../state/store';
import { selectIsMember, useIsMember } from '../../state/session';
import { DEVICE_TYPE_MOBILE, type AnnouncementGroup } from '../../state/types';
import {
  announcementDataForThisPage,
  arrivedAnnouncementData,
  forgetAnnouncementData,
  type AnnouncementData,
  loadRecommendation,
  readDoNotShow,
  setDoNotShow,
} from './announcementFlow';
import {
  groupForPath,
  GLOBAL_GROUP,
  isShownOnce,
  opensExternally,
  selectAnnouncements,
  type ShownAnnouncement,
  type Slide,
} from './announcementRules';
import AnnouncementCarousel from './AnnouncementCarousel';
import { hasDisableWindow } from '../../lib/announcementValidity';
import { linkAction } from '../../lib/linkRules';
import { sanitizeContent } from '../../components/html/sanitizeContent';

/** The chosen announcements with their content sanitized, ready for the popup. */
function toSlides(chosen: ShownAnnouncement[]): Slide[] {
  return chosen.map((item) => ({
    ...item,
    html: item.announcement.Content ? sanitizeContent(item.announcement.Content) : '',
  }));
}

/** Groups already offered in this page load: each comes up at most once per load. */
const offeredGroups = new Set<AnnouncementGroup>();
let recommendationAsked = false;

/** Tests only: start as a fresh page load. */
export function forgetOfferedAnnouncements(): void {
  offeredGroups.clear();
  recommendationAsked = false;
  forgetAnnouncementData();
}

interface Offerable {
  groups: AnnouncementGroup[];
  pageGroup: ReturnType<typeof groupForPath>;
}

interface Offer {
  groups: AnnouncementGroup[];
  slides: Slide[];
  hiddenKeys: Set<string>;
}

/** The groups a page may still offer in this page load: the global one and its own. */
function groupsToOffer(pathname: string, isMember: boolean): Offerable | null {
  // The list of every announcement is its own page: no popup covers it.
  if (matchPath({ path: paths.announcement, end: true }, pathname)) return null;
  const pageGroup = groupForPath(pathname, isMember);
  const groups = [GLOBAL_GROUP, ...(pageGroup ? [pageGroup] : [])].filter(
    (group) => !offeredGroups.has(group),
  );
  return groups.length === 0 ? null : { groups, pageGroup };
}

/** What the popup shows of `data` on this page (spec 01 §4); reads, changes nothing. */
function offerOf(
  data: AnnouncementData,
  { groups, pageGroup }: Offerable,
  client: ReturnType<AppStore['getState']>['client'],
): Offer {
  const hiddenKeys = new Set(readDoNotShow());
  const slides = toSlides(
    selectAnnouncements(data.announcements, {
      group: pageGroup !== null && groups.includes(pageGroup) ? pageGroup : null,
      now: data.now,
      embedded: client.embedded,
      testEnvironment: isTestEnvironment,
      alreadyShown: client.alreadyShownAnnouncement,
      hiddenKeys,
    }).filter((item) => groups.includes(item.group)),
  );
  return { groups, slides, hiddenKeys };
}

/**
 * The offer of the page's first render, when the data arrived before it (index.html preloads it in
 * a live build): the popup is then part of the page's first paint instead of a second render after
 * it, which waited behind the screen's own first calls.
 */
function firstRenderOffer(pathname: string, isMember: boolean, store: AppStore): Offer | null {
  const data = arrivedAnnouncementData();
  const offerable = data ? groupsToOffer(pathname, isMember) : null;
  return data && offerable ? offerOf(data, offerable, store.getState().client) : null;
}

/** Back where the customer came from, or home when the portal was opened on this page. */
function goBack(navigate: ReturnType<typeof useNavigate>): void {
  const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) void navigate(-1);
  else void navigate(paths.home, { replace: true });
}

/**
 * Decides, per route, which announcements to show (spec 01 §4) and shows the popup: the global
 * group once per page load, and each page group once per page load, on its own pages.
 */
export function AnnouncementHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isMember = useIsMember();
  const loginChecking = useAppSelector((state) => state.member.isLoginCheck);
  const embedded = useAppSelector((state) => state.client.embedded);
  const [firstOffer] = useState(() =>
    loginChecking ? null : firstRenderOffer(pathname, isMember, store),
  );
  const [items, setItems] = useState<Slide[] | null>(() =>
    firstOffer && firstOffer.slides.length > 0 ? firstOffer.slides : null,
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => firstOffer?.hiddenKeys ?? new Set(),
  );

  useEffect(() => {
    // Once per page load, for a mobile phone, when the login check has said who is signed in.
    if (loginChecking || recommendationAsked) return;
    recommendationAsked = true;
    const state = store.getState();
    if (selectIsMember(state) && state.client.device?.deviceType === DEVICE_TYPE_MOBILE) {
      void loadRecommendation();
    }
  }, [loginChecking, store]);

  // Before the effect below, which must find these groups offered.
  useEffect(() => {
    firstOffer?.groups.forEach((group) => offeredGroups.add(group));
  }, [firstOffer]);

  // Later offers (another page's group, data that arrived after the first render) come from a
  // passive effect: the popup then renders in a task of its own after the page's paint.
  useEffect(() => {
    // While the login check runs, whether home is 'home' or 'home-nologin' is not known yet.
    if (items !== null || loginChecking) return undefined;
    const offerable = groupsToOffer(pathname, isMember);
    if (!offerable) return undefined;
    let cancelled = false;
    const offer = (data: AnnouncementData) => {
      if (cancelled) return;
      offerable.groups.forEach((group) => offeredGroups.add(group));
      const { slides, hiddenKeys } = offerOf(data, offerable, store.getState().client);
      if (slides.length === 0) return;
      setHidden(hiddenKeys);
      setItems(slides);
    };
    const arrived = arrivedAnnouncementData();
    if (arrived) offer(arrived);
    else void announcementDataForThisPage().then(offer);
    return () => {
      cancelled = true;
    };
  }, [pathname, isMember, loginChecking, items, store]);

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

  const onDoNotShowChange = useCallback((item: ShownAnnouncement, checked: boolean) => {
    setDoNotShow(item.key, checked);
    setHidden((previous) => {
      const next = new Set(previous);
      if (checked) next.add(item.key);
      else next.delete(item.key);
      return next;
    });
  }, []);

  /** Closing; an announcement with both disable times set also leaves the page (spec 02 §4.9). */
  const onClose = useCallback(() => {
    const leave = items?.some((item) => hasDisableWindow(item.announcement)) ?? false;
    setItems(null);
    if (leave) goBack(navigate);
  }, [items, navigate]);

  const onOpenLink = useCallback(
    (item: ShownAnnouncement, href: string) => {
      const action = linkAction(href, {
        embedded: store.getState().client.embedded,
        btl: opensExternally(item.announcement),
      });
      if (action.kind === 'navigate') {
        setItems(null);
        void navigate(action.path);
      } else if (action.kind === 'external') {
        void openLink(store, action.url);
      } else if (action.kind === 'replacePage') {
        window.location.assign(action.url);
      }
    },
    [navigate, store],
  );

  if (items === null) return null;
  return (
    <AnnouncementCarousel
      items={items}
      embedded={embedded}
      doNotShow={hidden}
      onDoNotShowChange={onDoNotShowChange}
      onOpened={onOpened}
      onOpenLink={onOpenLink}
      onClose={onClose}
    />
  );
}
