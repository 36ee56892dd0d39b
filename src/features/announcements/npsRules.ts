/**
 * When the survey is offered: to logged-in customers, outside the apps, on the home page, 30 s after they
 * arrive there. They have had time to use the page by then, it never covers the page (a small
 * non-modal panel) and a quick visit is never interrupted. The cookie and the survey itself are
 * lib/nps.ts and components/nps/NpsSurvey.tsx (the /NPS page shows them too).
 */
export const NPS_DELAY_MS = 30_000;

export function shouldOfferNps(context: {
  pathname: string;
  isMember: boolean;
  embedded: boolean;
  cookieName: string | null;
  hasCookie: boolean;
}): boolean {
  return (
    context.pathname === '/' &&
    context.isMember &&
    !context.embedded &&
    context.cookieName !== null &&
    !context.hasCookie
  );
}
