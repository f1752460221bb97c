import './did-you-mean.css';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import { DID_YOU_MEAN } from '../../domain/messages';
import { suggestionPath } from '../../domain/suggestions';

/**
 * After a name that found nobody: links to the names it could have meant, each to the player's
 * summary (one venue) or to the venue choice (several). Nothing when there are none.
 */
export function DidYouMean({ suggestions }: { suggestions: readonly PlayerSuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <nav className="did-you-mean" aria-labelledby="did-you-mean-title">
      <p id="did-you-mean-title" className="did-you-mean__title">
        {DID_YOU_MEAN}
      </p>
      <ul className="pill-list">
        {suggestions.map((s) => (
          <li key={s.name}>
            <a className="pill-link" href={suggestionPath(s)}>
              <bdi>{s.name}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
