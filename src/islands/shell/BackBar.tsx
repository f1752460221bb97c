import ArrowLeft from 'lucide-react/icons/arrow-left';
import { backFallbackPath, canGoBackInSite } from '../../domain/back-path';

/**
 * The desktop Back bar above the content: back in the browser's history when that stays on the
 * site; otherwise (a shared link, a new tab) to the player's search or the board.
 */
export function BackBar() {
  const goBack = () => {
    if (canGoBackInSite(window.history.length, document.referrer, window.location.origin))
      window.history.back();
    else window.location.assign(backFallbackPath(window.location.pathname));
  };
  return (
    <div className="back-bar">
      <button type="button" className="button button--ghost" onClick={goBack}>
        <ArrowLeft aria-hidden="true" size={18} /> Back
      </button>
    </div>
  );
}
