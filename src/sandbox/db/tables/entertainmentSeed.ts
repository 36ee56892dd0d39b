import { dateAfter } from '../dates';
import { NETFLIX_SERVICE_ID, type EntertainmentTables } from './entertainment';

/**
 * The Hami store (one product out of stock, one with a single piece left, one dearer than 王小明's
 * points), five media services across the demo plans, and the bundles already switched on.
 */
export function seedEntertainmentTables(now: Date): EntertainmentTables {
  return {
    products: [
      {
        id: 'HV7',
        name: 'Hami Video 影劇館 7 日券',
        description: '7 天內無限觀看影劇館全部節目',
        category: 'video',
        points: 300,
        stock: 50,
      },
      {
        id: 'KK30',
        name: 'KKBOX 30 日暢聽',
        description: '30 天無廣告聆聽全曲庫',
        category: 'music',
        points: 450,
        stock: 20,
      },
      {
        id: 'HB30',
        name: 'Hami Book 30 日月讀',
        description: '30 天內閱讀上千本雜誌與書籍',
        category: 'reading',
        points: 350,
        stock: 0,
      },
      {
        id: 'GP100',
        name: '遊戲點數 100 點',
        description: '可於合作遊戲平台儲值使用',
        category: 'game',
        points: 800,
        stock: 1,
      },
      {
        id: 'HVM30',
        name: 'Hami Video 電影館 30 日券',
        description: '30 天內無限觀看電影館全部電影',
        category: 'video',
        points: 1500,
        stock: 10,
      },
    ],
    exchanges: [],
    mediaServices: [
      {
        id: NETFLIX_SERVICE_ID,
        name: 'Netflix',
        kind: 'video',
        activation: 'partner',
        url: 'https://netflix.partner.example/activate',
        plans: ['5G 1399 吃到飽', '5G 599 方案', '光世代 500M'],
        partnerPlan: 'Netflix 標準方案',
      },
      {
        id: 'hamiVideo',
        name: 'Hami Video',
        kind: 'video',
        activation: 'app',
        url: 'https://video.carrier.example/app',
        plans: ['5G 1399 吃到飽', '4G 599 方案', '企業 5G 999'],
      },
      {
        id: 'kkbox',
        name: 'KKBOX',
        kind: 'music',
        activation: 'partner',
        url: 'https://kkbox.partner.example/activate',
        plans: ['5G 1399 吃到飽'],
      },
      {
        id: 'hamiBook',
        name: 'Hami Book',
        kind: 'reading',
        activation: 'app',
        url: 'https://book.carrier.example/app',
        plans: ['光世代 500M', '5G 599 方案'],
      },
      {
        id: 'hamiNews',
        name: 'Hami 新聞',
        kind: 'news',
        activation: 'automatic',
        url: 'https://news.carrier.example/',
        plans: ['市內電話基本費', '光世代 500M'],
      },
    ],
    mediaActivations: [
      { deviceNo: '0912345678', serviceId: NETFLIX_SERVICE_ID, activatedOn: dateAfter(now, -200) },
      { deviceNo: '0912345678', serviceId: 'hamiVideo', activatedOn: dateAfter(now, -400) },
      { deviceNo: 'HN12345678', serviceId: 'hamiBook', activatedOn: dateAfter(now, -90) },
    ],
  };
}
