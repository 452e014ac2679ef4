import { lazy, Suspense } from 'react';
import type { SlotRef } from '../generator/defineResource';

// Each loads with the first page that shows it, not with the admin shell.
const PointTotalsSection = lazy(() => import('./points/PointTotalsSection'));
const OrderInProgress = lazy(() => import('./products/OrderInProgress'));
const OnlineShop = lazy(() => import('./products/OnlineShop'));
const UnreadResultNotice = lazy(() => import('./applications/UnreadResultNotice'));

/**
 * The components a resource file may name for a slot beside its list (`list.before`,
 * `list.after`): what one screen needs and no other, kept out of the format.
 */
function SlotComponent({ slot }: { slot: SlotRef }) {
  switch (slot.component) {
    case 'pointTotals':
      return <PointTotalsSection />;
    case 'orderInProgress':
      return <OrderInProgress />;
    case 'onlineShop':
      return <OnlineShop />;
    case 'unreadResult':
      return <UnreadResultNotice kind={slot.kind} to={slot.to} />;
  }
}

export function Slot({ slot }: { slot: SlotRef }) {
  return (
    <Suspense fallback={null}>
      <SlotComponent slot={slot} />
    </Suspense>
  );
}
