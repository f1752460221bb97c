import type { ReactNode } from 'react';
import { CARD_FONT_FAMILY } from './fonts';

/** The site's dark theme (styles/tokens.css), which satori cannot read from the stylesheet. */
export const CARD_COLOURS = {
  bg: '#0b0d17',
  surface: '#151a2c',
  border: '#2c3558',
  text: '#eef1ff',
  muted: '#a9b1d6',
  accent: '#ffd23f',
} as const;

/** Every card's frame: the dark page, the content, and the site's name along the bottom. */
export function CardFrame({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: `linear-gradient(135deg, ${CARD_COLOURS.bg} 0%, ${CARD_COLOURS.surface} 100%)`,
        color: CARD_COLOURS.text,
        fontFamily: CARD_FONT_FAMILY,
        fontWeight: 400,
      }}
    >
      {/* Placed by its edges: the layout would add a padding to the frame's width. */}
      <div
        style={{
          position: 'absolute',
          left: 72,
          right: 72,
          top: 56,
          bottom: 36,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div style={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>{children}</div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            borderTop: `2px solid ${CARD_COLOURS.border}`,
            paddingTop: 20,
            fontSize: 30,
            color: CARD_COLOURS.accent,
            fontWeight: 800,
          }}
        >
          {siteName}
        </div>
      </div>
    </div>
  );
}
