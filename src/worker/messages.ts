/**
 * Whether the card outlives the session on this device: the member's switch on the card page, and
 * when the session's token expires (ms since the epoch; null when no session is live).
 */
export interface CardKeeping {
  keep: boolean;
  sessionExpiresAt: number | null;
}

/** What a page tells the service worker. */
export type WorkerMessage =
  /** The member accepted the waiting update: it takes over now. */
  | { type: 'skip-waiting' }
  /** An explicit logout: the kept card goes. */
  | { type: 'forget-card' }
  /** A member signed in: a card kept for another member goes. */
  | { type: 'signed-in'; memberId: string }
  /** At start, at sign-in, on renewal and when the switch changes: how long the card may stay. */
  | ({ type: 'card-keeping' } & CardKeeping);
