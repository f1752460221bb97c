import { useStore } from '@nanostores/react';
import * as Dialog from '@radix-ui/react-dialog';
import BadgeCheck from 'lucide-react/icons/badge-check';
import X from 'lucide-react/icons/x';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { $auth } from '@/stores/auth';
import { $claim, checkClaim, sendClaim } from '@/stores/classic-claim';

/**
 * Claim Profile: only for a logged-in user without a linked profile, when
 * the server says they may ask. The session shows only a masked e-mail, so the request asks for
 * it; nothing is sent without one. Once sent the button reads 'Request Sent' and is disabled.
 */
export function ClaimProfile({ playerName }: { playerName: string }) {
  const auth = useStore($auth);
  const claim = useStore($claim);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const emailId = useId();
  const user = auth.user;
  const eligible = auth.isAuthenticated && user !== null && !user.playerName;

  useEffect(() => {
    if (eligible) void checkClaim(playerName);
  }, [eligible, playerName]);
  // Sent: the form has done its job.
  useEffect(() => {
    if (claim.requestSuccess) setOpen(false);
  }, [claim.requestSuccess]);

  if (!eligible || claim.playerName !== playerName) return null;
  if (claim.requestSuccess) {
    return (
      <button type="button" className="button" disabled>
        <BadgeCheck aria-hidden="true" size={18} /> Request Sent
      </button>
    );
  }
  if (!claim.canRequest) {
    return claim.error ? <p className="error-text">{claim.error}</p> : null;
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendClaim(playerName, email);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button">
        <BadgeCheck aria-hidden="true" size={18} /> Claim Profile
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content className="dialog dialog--centered">
          <div className="drawer__head">
            <Dialog.Title className="dialog__title">
              Claim <bdi>{playerName}</bdi>
            </Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description>
            An admin checks the request and links this profile to your account.
          </Dialog.Description>
          <form className="claim__form" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor={emailId}>Your e-mail</label>
              <input
                id={emailId}
                className="input"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            {claim.error && (
              <p className="error-text" role="alert">
                {claim.error}
              </p>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={email.trim() === '' || claim.sending}
              aria-busy={claim.sending}
            >
              Send request
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
