/** What a page tells the service worker. */
export type WorkerMessage =
  /** The member accepted the waiting update: it takes over now. */
  | { type: 'skip-waiting' }
  /** An explicit logout: the kept card goes. */
  | { type: 'forget-card' }
  /** A member signed in: a card kept for another member goes. */
  | { type: 'signed-in'; memberId: string };
