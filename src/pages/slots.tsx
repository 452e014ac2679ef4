import { lazy, Suspense } from 'react';
import type { SlotRef } from '../generator/defineResource';

// Each loads with the first page that shows it, not with the admin shell.
const PointTotalsSection = lazy(() => import('./points/PointTotalsSection'));
const OrderInProgress = lazy(() => import('./products/OrderInProgress'));
const OnlineShop = lazy(() => import('./products/OnlineShop'));
const UnreadResultNotice = lazy(() => import('./applications/UnreadResultNotice'));
const StandingNotice = lazy(() => import('./applications/StandingNotice'));
const AffiliationCard = lazy(() => import('./members/AffiliationCard'));

/**
 * The components a resource file may name for a slot beside its list (`list.before`,
 * `list.after`) or in place of a record section's fields (`sections[].panel`): what one screen
 * needs and no other, kept out of the format.
 */
function SlotComponent({ slot, title }: { slot: SlotRef; title?: string }) {
  switch (slot.component) {
    case 'pointTotals':
      return <PointTotalsSection />;
    case 'orderInProgress':
      return <OrderInProgress />;
    case 'onlineShop':
      return <OnlineShop />;
    case 'memberAffiliations':
      return <AffiliationCard title={title ?? '所属'} />;
    case 'unreadResult':
      return <UnreadResultNotice kind={slot.kind} to={slot.to} />;
    case 'applicationStanding':
      return <StandingNotice kind={slot.kind} />;
  }
}

/** A slot's component; `title` is the heading of the section it stands in for, if any. */
export function Slot({ slot, title }: { slot: SlotRef; title?: string }) {
  return (
    <Suspense fallback={null}>
      <SlotComponent slot={slot} title={title} />
    </Suspense>
  );
}
