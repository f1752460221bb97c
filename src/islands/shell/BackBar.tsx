import ArrowLeft from 'lucide-react/icons/arrow-left';

/** The desktop Back bar above the content. */
export function BackBar() {
  return (
    <div className="back-bar">
      <button type="button" className="button button--ghost" onClick={() => window.history.back()}>
        <ArrowLeft aria-hidden="true" size={18} /> Back
      </button>
    </div>
  );
}
