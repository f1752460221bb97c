import { useStore } from '@nanostores/react';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { type SubmitEvent, useId, useState } from 'react';
import { $boundPlayers, bindPlayer, unbindPlayer } from '@/stores/bound-players';
import { lookUpPlayer } from '@/stores/classic-lookup';

/** One binding: the key read-only, the profile name editable (saved on leaving the box), Go. */
function BoundRow({ boundKey, value, apiUp }: { boundKey: string; value: string; apiUp: boolean }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== '' && draft.trim() !== value) bindPlayer(boundKey, draft);
  };
  return (
    <li className="bound__row">
      <span className="bound__key" title="Bound key">
        {boundKey}
      </span>
      <input
        className="input bound__value"
        type="text"
        aria-label={`Profile name bound to ${boundKey}`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {apiUp && (
        <button
          type="button"
          className="button button--primary bound__go"
          disabled={draft.trim() === ''}
          aria-label={`Go to ${draft.trim() || boundKey}`}
          onClick={() => {
            commit();
            void lookUpPlayer(draft);
          }}
        >
          Go
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove bound key ${boundKey}`}
        onClick={() => unbindPlayer(boundKey)}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}

/** The bound players stored in this browser: a short key that stands for a profile name. */
export function BoundPlayers({ apiUp }: { apiUp: boolean }) {
  const bound = useStore($boundPlayers);
  const [key, setKey] = useState('');
  const [profile, setProfile] = useState('');
  const keyId = useId();
  const profileId = useId();
  const entries = Object.entries(bound);

  const onAdd = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (key.trim() === '' || profile.trim() === '') return;
    bindPlayer(key, profile);
    setKey('');
    setProfile('');
  };

  return (
    <section className="bound card" aria-labelledby="bound-title">
      <h2 id="bound-title" className="card__title">
        Bound players
      </h2>
      <p className="bound__help">Bind a short key to a profile name; searching the key finds the profile.</p>
      {entries.length === 0 ? (
        <p className="empty">No bound players yet.</p>
      ) : (
        <ul className="bound__list">
          {entries.map(([k, v]) => (
            <BoundRow key={`${k}=${v}`} boundKey={k} value={v} apiUp={apiUp} />
          ))}
        </ul>
      )}
      <form className="bound__add" onSubmit={onAdd}>
        <div className="field">
          <label htmlFor={keyId}>Key</label>
          <input
            id={keyId}
            className="input"
            type="text"
            autoComplete="off"
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={profileId}>Profile name</label>
          <input
            id={profileId}
            className="input"
            type="text"
            autoComplete="off"
            value={profile}
            onChange={(e) => setProfile(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button bound__add-button"
          disabled={key.trim() === '' || profile.trim() === ''}
        >
          <Plus aria-hidden="true" size={18} /> Bind
        </button>
      </form>
    </section>
  );
}
