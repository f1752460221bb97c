import { type ScoreTablesInput, scoreTablesMarkup } from './score-tables-markup';

/**
 * The score tables as the island redraws them for a filter or a comparison: the same markup the
 * server drew (score-tables-markup.ts, every text escaped there), so both look alike. React
 * replaces it whole when it changes; the page's head script folds and opens the games again as the
 * address says.
 */
export function ScoreTables(props: ScoreTablesInput) {
  const markup = scoreTablesMarkup(props);
  if (markup === null) return <p className="empty">No level matches this filter.</p>;
  const comparing = (props.columns ?? []).length > 0;
  return (
    <div
      className={`score-tables${comparing ? ' score-tables--comparing' : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped markup of our own (see above)
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
