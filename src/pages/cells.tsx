import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { CellComponent } from '../generator/defineResource';
import { SeatsCell } from './events/SeatsCell';
import { ChangesCell } from './members/ChangesCell';
import { OrderTotalCell, ShipToCell } from './orders/OrderCells';

/**
 * The components a resource file may name for one cell of its list or record page
 * (`list.cells.<source>.component`, `show.cells.<source>.component`): what one screen shows and no other, kept out of the format. Small enough to load
 * with the list itself.
 */
const CELLS: Record<CellComponent, ComponentType<{ record: RaRecord }>> = {
  seats: SeatsCell,
  orderTotal: OrderTotalCell,
  shipTo: ShipToCell,
  changes: ChangesCell,
};

export function NamedCell({ name, record }: { name: CellComponent; record: RaRecord }) {
  const Cell = CELLS[name];
  return <Cell record={record} />;
}
