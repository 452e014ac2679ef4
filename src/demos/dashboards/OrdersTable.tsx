import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { recentOrders } from './data';
import { formatYen } from '../../i18n/format';

const STATUS_COLOURS = { 発送済み: 'success', 準備中: 'info', キャンセル: 'default' } as const;

/** The latest sample orders; on a phone each order is a card led by its number. */
export function OrdersTable() {
  return (
    <Table size="small" aria-label="最近の注文" sx={rowsOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>注文番号</TableCell>
          <TableCell>会員</TableCell>
          <TableCell>注文日</TableCell>
          <TableCell align="right">金額</TableCell>
          <TableCell>状態</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {recentOrders.map((order) => (
          <TableRow key={order.id}>
            <TableCell component="th" scope="row">
              {order.id}
            </TableCell>
            <TableCell data-label="会員">{order.member}</TableCell>
            <TableCell data-label="注文日">{order.date}</TableCell>
            <TableCell data-label="金額" align="right">
              {formatYen(order.amount)}
            </TableCell>
            <TableCell data-label="状態">
              <Chip
                size="small"
                label={order.status}
                color={STATUS_COLOURS[order.status as keyof typeof STATUS_COLOURS] ?? 'default'}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
