import { createElement, lazy, type ComponentProps } from 'react';

// Each loads with the first page that shows it, not with the admin shell.
const StandingNotice = lazy(() => import('../../src/pages/applications/StandingNotice'));
const UnreadResultNotice = lazy(() => import('../../src/pages/applications/UnreadResultNotice'));

/** Where the member stands with applications of `kind`: pending, in force, or may apply. */
export const standing = (kind: ComponentProps<typeof StandingNotice>['kind']) =>
  createElement(StandingNotice, { kind });

/** A decision on the member's application of `kind` not yet opened, linking to its page `to`. */
export const unreadResult = (kind: ComponentProps<typeof UnreadResultNotice>['kind'], to: string) =>
  createElement(UnreadResultNotice, { kind, to });
