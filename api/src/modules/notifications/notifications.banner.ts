import type { Db } from '../../db/knex.js';
import type { PageQueries } from '../../http/web-pages.js';
import { listActiveNotifications } from './notifications.service.js';

/**
 * The cookie in which the browser lists the notifications still showing that the student
 * dismissed, as `id@updatedAt` separated by spaces (web/src/features/notifications/dismissed-notifications.ts).
 */
export const DISMISSED_COOKIE = 'thriftz_dismissed_notifications';

/**
 * The site banner's notifications for every page (home is '/'), less those this browser
 * dismissed: sent with the page, so the banner is in its first frame and never pushes the page
 * down when it arrives. None to show: nothing is added.
 */
export function siteBannerQueries(db: Db): PageQueries {
  return async (req, keys) => {
    const page = req.path === '/' ? 'home' : 'other';
    const cookie: unknown = req.cookies?.[DISMISSED_COOKIE];
    const dismissed = new Set(typeof cookie === 'string' ? cookie.split(' ') : []);
    const showing = (await listActiveNotifications(db, page)).filter((n) => !dismissed.has(`${n.id}@${n.updatedAt}`));
    return showing.length > 0 ? [[keys.siteNotifications(page), showing]] : undefined;
  };
}
