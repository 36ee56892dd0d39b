import type { EShopRecommendation } from '../../../api/eshop';
import type { AdminTables } from './settingsAdminRules';

/** One NPS answer as the sandbox stored it. */
export interface NpsAnswerRow {
  /** Customer id when a member answered, else ''. */
  customerId: string;
  score: number;
  comment: string;
  /** ISO date-time of the answer (sandbox clock). */
  answeredAt: string;
}

/** Sandbox tables of the shell (NPS answers, recommendations). Rows are plain JSON (the browser keeps the database in localStorage). */
export interface ShellTables {
  npsAnswers: NpsAnswerRow[];
  recommendations: EShopRecommendation[];
  /** What the administration calls set (/DevOpsTools); absent until the first one. */
  admin?: AdminTables;
}

export function seedShellTables(): ShellTables {
  return {
    npsAnswers: [],
    recommendations: [
      { title: '5G 吃到飽方案', URL: '/MobileRateSuggest' },
      { title: '國際漫遊日租', URL: '/Roaming' },
    ],
  };
}
