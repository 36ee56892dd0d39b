/**
 * Public GETs the first view waits for (the announcement popup: server time and list, spec 01 §4).
 * A live build's index.html requests them with the page (vite.config.ts, deploy/apiPreload.mjs),
 * and their service functions read them as public GETs, so that the browser hands them the
 * preloaded responses instead of asking again after the scripts have run.
 */
export const CURRENT_TIME_PATH = 'Http/CurrentTime';
export const ANNOUNCEMENT_LIST_PATH = 'Announcement/SitecoreAnnouncement';

export const PRELOADED_PUBLIC_PATHS = [CURRENT_TIME_PATH, ANNOUNCEMENT_LIST_PATH] as const;
