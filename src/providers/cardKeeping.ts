import { PHONE_WIDTH } from '../config/constants';
import { tellWorkerCardKeeping } from '../worker/serviceWorker';
import { session } from './session';

/**
 * The member's switch 「この端末に会員証を保存する」 (the card page): whether the card the service
 * worker keeps outlives the session on this device (src/worker/keptCard.ts). Her choice is kept
 * outside the session's `auth.` keys, so it stays through logouts; until she makes one, the
 * device decides.
 */
const CHOICE_KEY = 'member-portal.keepCardOnDevice';

/** The portal opened from the home screen: a device its member installed it on. */
const INSTALLED = '(display-mode: standalone)';
/**
 * A phone: a finger is the pointer and one side of the screen is a phone's (below 600 px, either
 * side so that turning it does not change the answer). A tablet has a coarse pointer too but both
 * sides wider: at a branch office or a hospital it is often shared, so like a desktop browser it
 * starts with the switch off. A touch laptop's trackpad keeps its pointer fine.
 */
const PHONE = `(pointer: coarse) and ${PHONE_WIDTH}, (pointer: coarse) and (max-height:599.95px)`;

const matches = (query: string): boolean => window.matchMedia?.(query).matches ?? false;

/** The switch as it stands: the member's choice on this device, else its default. */
export function keepsCard(): boolean {
  const chosen = localStorage.getItem(CHOICE_KEY);
  return chosen === null ? matches(INSTALLED) || matches(PHONE) : chosen === 'true';
}

/**
 * Tells the worker how long the card may stay: at start (a session found expired there has just
 * been dropped, so the worker hears that none is live), at sign-in and renewal (the new expiry).
 */
export function tellWorkerHowLongToKeepCard(): void {
  tellWorkerCardKeeping({
    keep: keepsCard(),
    sessionExpiresAt: session.isSignedIn() ? session.expiresAt() : null,
  });
}

/** The member turned the switch: remembered on this device, and the worker told at once. */
export function chooseCardKeeping(keep: boolean): void {
  localStorage.setItem(CHOICE_KEY, String(keep));
  tellWorkerHowLongToKeepCard();
}
