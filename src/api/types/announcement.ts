/** Where an announcement applies (spec 01 §3). */
export type AnnouncementSource = 'WEB' | 'APP' | 'ALL';

/**
 * Announcement of spec 01 §3, with the carousel fields of spec 02 §3. Times are the carrier's
 * date-time strings (Asia/Taipei); LayoutTag is a semicolon-separated list of groups.
 */
export interface Announcement {
  Text: string;
  URL: string;
  Source: AnnouncementSource;
  LayoutTag: string;
  /** 'once', 'disable' or anything else. */
  ShowTime: string;
  StartTime: string;
  EndTime: string;
  DisableStartTime?: string;
  DisableEndTime?: string;
  /** Names the browser to open the link in externally, when present. */
  BTLTag?: string;
  Title?: string;
  Content?: string;
  Image?: string;
  ImageWeb?: string;
  ImageMWeb?: string;
  CountdownSeconds?: number;
}

export interface AppAdBanner {
  Title: string;
  Image: string;
  URL: string;
}

export interface NewsItem {
  Title: string;
  URL: string;
  /** Publication date as the carrier writes it. */
  Date?: string;
}

/** eShopEnterprise_GetPageTreeList: the enterprise site's page tree; shape not specified. */
export type PageTreeList = unknown;

/** One district of a city (address data). */
export interface Area {
  areaName: string;
  zipCode: string;
}

/** One road or street of a postal district. */
export interface RoadStreet {
  roadName: string;
}
