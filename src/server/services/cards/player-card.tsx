import { formatNumber } from '../../../domain/format';
import { playerRank } from '../../../domain/rank';
import { cardNameSize, type PlayerShare, positionLine } from '../../../domain/share-card';
import type { PreparedBody } from '../prepared-body';
import { CARD_COLOURS, CardFrame } from './card-frame';
import { renderCard } from './render';
import { CardShield } from './shield';

/** A player's card: their rank shield, name, total, position at the venue and the venue. */
function PlayerCard({ share, siteName }: { share: PlayerShare; siteName: string }) {
  return (
    <CardFrame siteName={siteName}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 64, width: '100%' }}>
        <CardShield rank={playerRank(share.totalScore)} size={320} />
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, gap: 12 }}>
          <div
            style={{
              display: 'block',
              fontSize: cardNameSize(share.playerName),
              fontWeight: 800,
              lineHeight: 1.1,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: 680,
            }}
          >
            {share.playerName}
          </div>
          <div style={{ display: 'flex', fontSize: 30, color: CARD_COLOURS.muted, marginTop: 12 }}>
            Total score
          </div>
          <div style={{ display: 'flex', fontSize: 84, fontWeight: 800, color: CARD_COLOURS.accent }}>
            {formatNumber(share.totalScore)}
          </div>
          <div style={{ display: 'flex', fontSize: 44, fontWeight: 800, marginTop: 8 }}>
            {positionLine(share)}
          </div>
          <div
            style={{
              display: 'block',
              fontSize: 36,
              color: CARD_COLOURS.muted,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: 680,
            }}
          >
            {`at ${share.venue}`}
          </div>
        </div>
      </div>
    </CardFrame>
  );
}

/** A player's card as a PNG. */
export function renderPlayerCard(share: PlayerShare, siteName: string): Promise<PreparedBody> {
  return renderCard(<PlayerCard share={share} siteName={siteName} />);
}
