import { formatNumber } from '../../../domain/format';
import { playerRank } from '../../../domain/rank';
import type { BoardShareRow } from '../../../domain/share-card';
import type { PreparedBody } from '../prepared-body';
import { CARD_COLOURS, CardFrame } from './card-frame';
import { renderCard } from './render';
import { CardShield } from './shield';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A venue board's card: the venue's name and the top of its board. */
function VenueCard({
  venue,
  rows,
  siteName,
}: {
  venue: string;
  rows: readonly BoardShareRow[];
  siteName: string;
}) {
  return (
    <CardFrame siteName={siteName}>
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <div style={{ display: 'block', fontSize: 60, fontWeight: 800, marginBottom: 20, ...ellipsis }}>
          {`${venue} Leaderboard`}
        </div>
        {rows.length === 0 ? (
          <div style={{ display: 'flex', fontSize: 36, color: CARD_COLOURS.muted }}>
            No one is on this board yet.
          </div>
        ) : (
          rows.map((row) => (
            <div
              key={`${row.position}-${row.name}`}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 24,
                height: 68,
                fontSize: 38,
                width: '100%',
                borderBottom: `1px solid ${CARD_COLOURS.border}`,
              }}
            >
              <div style={{ display: 'flex', width: 80, fontWeight: 800, color: CARD_COLOURS.accent }}>
                {`#${row.position}`}
              </div>
              <CardShield rank={playerRank(row.score)} size={56} />
              <div style={{ display: 'block', flexGrow: 1, flexShrink: 1, minWidth: 0, ...ellipsis }}>
                {row.name}
              </div>
              <div style={{ display: 'flex', flexShrink: 0, fontWeight: 800 }}>{formatNumber(row.score)}</div>
            </div>
          ))
        )}
      </div>
    </CardFrame>
  );
}

/** A venue board's card as a PNG. */
export function renderVenueCard(
  venue: string,
  rows: readonly BoardShareRow[],
  siteName: string,
): Promise<PreparedBody> {
  return renderCard(<VenueCard venue={venue} rows={rows} siteName={siteName} />);
}
