import type { Announcement, AppAdBanner, NewsItem } from '../../api/types/announcement';
import { DAY_MS, dateAfter } from './dates';

/** Date-times of announcements: ISO 8601 with the Taipei offset, e.g. 2025-06-01T09:00:00+08:00. */
export function taipeiDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** The sandbox ships no pictures of its own: every image is the portal's icon. */
const IMAGE = '/favicon.svg';

/**
 * Announcements that exercise every rule of the popup (spec 01 §4, spec 02 §2.3), valid around
 * the sandbox's "now":
 * - global (`all`): a maintenance notice acknowledged with 確定 (ShowTime `disable`), then a
 *   second global one that never shows, because the global group shows only its first;
 * - home for everyone (`home;home-nologin`): one with a picture and an 8-second countdown, a
 *   once-only one whose HTML holds a javascript: link and an onerror picture that the portal
 *   removes, a test-environment one (`-uat` tags) and an APP-only one that the web never shows;
 * - home for members only: two more, so that a member's home reaches the cap of 5;
 * - login (once-only), bill, bill payment with a BTLTag (opens in the external browser);
 * - roaming, and the roaming application's suspension whose disable window is open now (closing
 *   it goes back);
 * - one expired announcement that never shows.
 */
export function seedAnnouncements(now: Date): Announcement[] {
  const at = (days: number) => taipeiDateTime(new Date(now.getTime() + days * DAY_MS));
  return [
    {
      Title: '系統維護公告',
      Text: '本系統將於本週日凌晨 02:00-04:00 進行例行維護，期間部分服務暫停使用。',
      Content: '<p>維護期間無法查詢帳單與線上繳費，造成不便敬請見諒。</p>',
      URL: '',
      Source: 'ALL',
      LayoutTag: 'all',
      ShowTime: 'disable',
      StartTime: at(-1),
      EndTime: at(6),
    },
    {
      Title: '全站服務公告',
      Text: '客服專線服務時間調整為每日 08:00-22:00。',
      URL: '/ServiceCenter',
      Source: 'ALL',
      LayoutTag: 'all',
      ShowTime: 'other',
      StartTime: at(-2),
      EndTime: at(20),
    },
    {
      Title: '電子帳單享優惠',
      Text: '申辦電子帳單，每期帳單折抵 10 元，環保又省錢。',
      URL: '/EBill',
      Source: 'WEB',
      LayoutTag: 'home;home-nologin',
      ShowTime: 'other',
      StartTime: at(-10),
      EndTime: at(50),
      Image: IMAGE,
      ImageWeb: IMAGE,
      ImageMWeb: IMAGE,
      CountdownSeconds: 8,
    },
    {
      Title: '新版自助服務上線',
      Text: '全新介面，查帳單、繳費更快速。',
      Content:
        '<p>詳見<a href="https://www.carrier.example/news">最新消息</a>、<a href="/Bill">帳單查詢</a>，或<a href="javascript:alert(1)">點此</a>。</p><img src="x" onerror="alert(1)">',
      URL: 'https://www.carrier.example/news',
      Source: 'ALL',
      LayoutTag: 'home;home-nologin',
      ShowTime: 'once',
      StartTime: at(-3),
      EndTime: at(30),
    },
    {
      Title: '測試環境公告',
      Text: '此公告僅於測試環境顯示。',
      URL: '/DevOpsTools',
      Source: 'ALL',
      LayoutTag: 'home-uat;home-nologin-uat',
      ShowTime: 'other',
      StartTime: at(-1),
      EndTime: at(10),
    },
    {
      Title: 'App 專屬優惠',
      Text: '於 App 內申辦享額外回饋。',
      URL: '/Addon',
      Source: 'APP',
      LayoutTag: 'home;home-nologin',
      ShowTime: 'other',
      StartTime: at(-1),
      EndTime: at(10),
    },
    {
      Title: '會員點數加倍送',
      Text: '本月登入會員並完成線上繳費，點數回饋加倍。',
      URL: '/Bill',
      Source: 'WEB',
      LayoutTag: 'home',
      ShowTime: 'other',
      StartTime: at(-2),
      EndTime: at(25),
    },
    {
      Title: '門號續約優惠',
      Text: '合約即將到期的會員，線上續約享專屬資費。',
      URL: '/Contract',
      Source: 'ALL',
      LayoutTag: 'home',
      ShowTime: 'other',
      StartTime: at(-2),
      EndTime: at(25),
    },
    {
      Title: '本月帳單已出帳',
      Text: '您的本月帳單已出帳，可於「帳單查詢與繳費」查看明細並線上繳費。',
      URL: '/Bill',
      Source: 'ALL',
      LayoutTag: 'bill',
      ShowTime: 'other',
      StartTime: at(-3),
      EndTime: at(27),
    },
    {
      Title: '信用卡繳費回饋',
      Text: '使用指定信用卡繳納電信費，享最高 1% 回饋。',
      URL: 'https://www.carrier.example/pay-offer',
      Source: 'ALL',
      LayoutTag: 'billpay',
      ShowTime: 'other',
      StartTime: at(-3),
      EndTime: at(27),
      BTLTag: 'Chrome',
    },
    {
      Title: '出國上網輕鬆買',
      Text: '出國前先申辦漫遊上網方案，落地即可使用。',
      URL: '/Roaming',
      Source: 'ALL',
      LayoutTag: 'roaming',
      ShowTime: 'other',
      StartTime: at(-5),
      EndTime: at(60),
    },
    {
      Title: '漫遊申辦暫停通知',
      Text: '漫遊申辦系統升級中，暫停線上申辦，請稍後再試。',
      URL: '',
      Source: 'ALL',
      LayoutTag: 'roaming',
      ShowTime: 'disable',
      StartTime: at(-2),
      EndTime: at(30),
      DisableStartTime: at(-1),
      DisableEndTime: at(1),
    },
    {
      Title: '登入安全提醒',
      Text: '請勿將帳號密碼告訴他人，本公司不會以電話要求您提供密碼。',
      URL: '/Login',
      Source: 'ALL',
      LayoutTag: 'login',
      ShowTime: 'once',
      StartTime: at(-30),
      EndTime: at(335),
    },
    {
      Title: '過期公告',
      Text: '此公告已過期，不應顯示。',
      URL: '/',
      Source: 'ALL',
      LayoutTag: 'all;home',
      ShowTime: 'other',
      StartTime: at(-20),
      EndTime: at(-10),
    },
  ];
}

export function seedNews(now: Date): NewsItem[] {
  return [
    { Title: '新版自助服務上線', URL: '/Announcement', Date: dateAfter(now, -2) },
    { Title: '5G 預付卡升級優惠延長', URL: '/Prepaid45', Date: dateAfter(now, -9) },
    { Title: '門市服務時間調整', URL: '/ServiceCenter', Date: dateAfter(now, -20) },
  ];
}

export function seedEnterpriseNews(now: Date): NewsItem[] {
  return [
    { Title: '企業 5G 專網方案說明會', URL: '/ECProductCenter', Date: dateAfter(now, -4) },
    { Title: '企業客戶電子發票服務更新', URL: '/ECMain', Date: dateAfter(now, -15) },
  ];
}

export function seedAdBanners(): AppAdBanner[] {
  return [
    { Title: '企業雲端方案', Image: IMAGE, URL: '/ECProductCenter' },
    { Title: '企業門號優惠', Image: IMAGE, URL: '/EProducts' },
  ];
}

/**
 * eShopEnterprise_GetPageTreeList: the enterprise menu (its shape is not specified; the portal
 * reads `pages` of `{ id, title, url?, children? }` and leaves out what it cannot read).
 */
export const PAGE_TREE = {
  pages: [
    { id: 'home', title: '企業首頁', url: '/ECMain' },
    {
      id: 'products',
      title: '產品與服務',
      children: [
        { id: 'center', title: '產品中心', url: '/ECProductCenter' },
        { id: 'subscribed', title: '已訂閱產品', url: '/EProducts' },
        { id: 'sellable', title: '可訂購產品', url: '/ESellableProducts' },
      ],
    },
    {
      id: 'support',
      title: '客戶服務',
      children: [
        { id: 'service', title: '企業客服', url: '/ECS' },
        { id: 'about', title: '關於企業服務', url: '/ECAbout' },
      ],
    },
    { id: 'account', title: '企業帳戶', url: '/ECMy' },
  ],
};
