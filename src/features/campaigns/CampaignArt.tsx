import type { ReactNode } from 'react';
import type { CampaignArt as Art } from '../../api/campaign';

/** The portal's own drawings, one per motif; colours come from the tokens (campaigns.css). */
const MOTIFS: Record<Art, ReactNode> = {
  shuttlecock: (
    <>
      <path className="campaign-art__light" d="M52 18 L68 18 L76 46 L44 46 Z" />
      <path className="campaign-art__line" d="M56 18 L52 46 M60 18 L60 46 M64 18 L68 46" />
      <circle className="campaign-art__accent" cx="60" cy="54" r="9" />
    </>
  ),
  sale: (
    <>
      <path className="campaign-art__accent" d="M34 24 H74 L88 40 L74 56 H34 Z" />
      <circle className="campaign-art__light" cx="78" cy="40" r="4" />
      <path className="campaign-art__line" d="M44 34 L60 46 M44 46 L60 34" />
    </>
  ),
  blossom: (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          className="campaign-art__light"
          cx="60"
          cy="26"
          rx="8"
          ry="13"
          transform={`rotate(${String(angle)} 60 40)`}
        />
      ))}
      <circle className="campaign-art__accent" cx="60" cy="40" r="7" />
    </>
  ),
  gift: (
    <>
      <rect className="campaign-art__accent" x="38" y="30" width="44" height="34" rx="3" />
      <rect className="campaign-art__light" x="34" y="24" width="52" height="10" rx="2" />
      <path
        className="campaign-art__line"
        d="M60 24 V64 M60 24 C50 10 40 20 60 24 C80 20 70 10 60 24"
      />
    </>
  ),
  media: (
    <>
      <rect className="campaign-art__accent" x="32" y="20" width="56" height="38" rx="4" />
      <path className="campaign-art__light" d="M54 30 L70 39 L54 48 Z" />
      <path className="campaign-art__line" d="M48 64 H72" />
    </>
  ),
  store: (
    <>
      <path className="campaign-art__accent" d="M36 32 H84 L80 64 H40 Z" />
      <path className="campaign-art__line" d="M48 32 C48 18 72 18 72 32" />
      <circle className="campaign-art__light" cx="60" cy="48" r="6" />
    </>
  ),
  treasure: (
    <>
      <rect className="campaign-art__accent" x="34" y="38" width="52" height="26" rx="3" />
      <path className="campaign-art__light" d="M34 38 C34 22 86 22 86 38 Z" />
      <rect className="campaign-art__line-fill" x="56" y="36" width="8" height="10" rx="1" />
    </>
  ),
  baseball: (
    <>
      <circle className="campaign-art__light" cx="60" cy="40" r="22" />
      <path
        className="campaign-art__line"
        d="M46 24 C54 34 54 46 46 56 M74 24 C66 34 66 46 74 56"
      />
    </>
  ),
};

/** A campaign's picture: decoration beside its title, hidden from assistive technology. */
export function CampaignArt({ art }: { art: Art }) {
  return (
    <svg className="campaign-art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect className="campaign-art__ground" width="120" height="80" rx="8" />
      {MOTIFS[art]}
    </svg>
  );
}
