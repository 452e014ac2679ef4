import { BASE_PATH } from '../config/constants';

/** The offline page: what the worker opens for a navigation made without a network. */
export const OFFLINE_PATH = `${BASE_PATH}/offline`;

/** Where the offline page reads the card kept on this device: answered by the worker alone. */
export const KEPT_CARD_PATH = `${BASE_PATH}/__offline__/digital-membership-card`;

/**
 * The page that verifies a certificate's or a card's code on the device (no sign-in): offline it
 * opens itself, not the offline page, as what it does needs no network.
 */
export const VERIFY_PATH = `${BASE_PATH}/verify`;
