import Share2 from 'lucide-react/icons/share-2';
import { useState } from 'react';
import './share.css';

interface Props {
  /** What the share sheet titles the link. */
  title: string;
  /** The page's public address (absolute). */
  url: string;
}

/** What the button has done: nothing yet, copied the link, or fallen back to showing it. */
type Outcome = 'idle' | 'copied' | 'shown';

/**
 * Shares the page: the system's share sheet where the browser has one (phones, mostly); else the
 * link is copied and 'Link copied' announced; and where the clipboard is refused too (an http
 * address, a denied permission), the link is shown selected in a field to copy by hand.
 */
export function ShareButton({ title, url }: Props) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is the user's choice; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('shown');
    }
  };

  return (
    <div className="share">
      <button type="button" className="button" onClick={() => void share()}>
        <Share2 aria-hidden="true" size={18} /> Share
      </button>
      {/* In the page from the start, so that a screen reader announces what comes into it. */}
      <p className="share__status" role="status">
        {outcome === 'copied' ? 'Link copied' : ''}
      </p>
      {outcome === 'shown' && (
        <label className="share__link">
          <span>Copy this link</span>
          <input
            type="url"
            readOnly
            value={url}
            // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to share; focus goes to it.
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
