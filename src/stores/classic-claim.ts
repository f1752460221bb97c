import { map } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';

/** What the user reads when the claim check or the request fails (docs/product.md, "Messages"). */
const CLAIM_CHECK_FAILED = 'Failed to check player link request status';
const CLAIM_REQUEST_FAILED = 'Failed to submit player link request';

/** The claim request's state: may the user ask (the server's check), was it sent, and any error. */
interface ClaimState {
  playerName: string | null;
  canRequest: boolean;
  requestSuccess: boolean;
  sending: boolean;
  error: string | null;
}

const initial: ClaimState = {
  playerName: null,
  canRequest: false,
  requestSuccess: false,
  sending: false,
  error: null,
};

/** The Claim Profile button's state for the shown player. */
export const $claim = map<ClaimState>({ ...initial });

/** Asks whether the logged-in user may claim the profile. A failure leaves the button hidden. */
export async function checkClaim(playerName: string): Promise<void> {
  $claim.set({ ...initial, playerName });
  try {
    const { canRequest } = await callApi(routes.checkPlayerLink, { params: { playerName } });
    if ($claim.get().playerName === playerName) $claim.setKey('canRequest', canRequest === true);
  } catch {
    if ($claim.get().playerName === playerName) $claim.setKey('error', CLAIM_CHECK_FAILED);
  }
}

/** Sends the claim request; never without an e-mail. Afterwards the button reads 'Request Sent'. */
export async function sendClaim(playerName: string, email: string): Promise<void> {
  const state = $claim.get();
  if (email.trim() === '' || !state.canRequest || state.sending || state.requestSuccess) return;
  $claim.set({ ...state, sending: true, error: null });
  try {
    await callApi(routes.requestPlayerLink, { body: { playerName, email: email.trim() } });
    $claim.set({ ...$claim.get(), sending: false, requestSuccess: true });
  } catch {
    $claim.set({ ...$claim.get(), sending: false, error: CLAIM_REQUEST_FAILED });
  }
}
