import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { rowsOnPhone } from '../../components/stackOnPhone';
import { CardGrid, type CellSize } from '../shared/CardGrid';
import { DemoPage } from '../shared/DemoPage';
import { chartCell } from './chartCell';
import { salesByMonth, salesByRegion, topProducts } from './data';
import { formatYen } from '../../i18n/format';
import { formatNumber } from './format';
import { OrdersTable } from './OrdersTable';
import { StatCells, type Stat } from './StatCard';

/**
 * The tables side by side only on the widest screens: beside the sidebar, half the page leaves
 * too little room to keep each value on one line.
 */
const TABLE_HALF: CellSize = { xs: 12, xl: 6 };

const totalSales = salesByMonth.reduce((sum, month) => sum + month.sales, 0);
const totalOrders = salesByMonth.reduce((sum, month) => sum + month.orders, 0);

const STATS: Stat[] = [
  {
    label: '年度売上',
    value: formatYen(totalSales),
    icon: <ShoppingCartIcon />,
    note: '前年度比 +8.2%',
  },
  {
    label: '注文数',
    value: `${formatNumber(totalOrders)}件`,
    icon: <ReceiptLongIcon />,
    note: '前年度比 +5.1%',
  },
  { label: '新規購入者', value: '214人', icon: <PersonAddIcon />, note: '今月 +18人' },
  { label: '返品・キャンセル', value: '12件', icon: <AssignmentReturnIcon />, note: '注文の 1.1%' },
];

function TopProducts() {
  return (
    <Table size="small" aria-label="売れ筋商品" sx={rowsOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>商品名</TableCell>
          <TableCell>分類</TableCell>
          <TableCell align="right">数量</TableCell>
          <TableCell align="right">金額</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {topProducts.map((product) => (
          <TableRow key={product.name}>
            <TableCell component="th" scope="row">
              {product.name}
            </TableCell>
            <TableCell data-label="分類">{product.category}</TableCell>
            <TableCell data-label="数量" align="right">
              {formatNumber(product.quantity)}
            </TableCell>
            <TableCell data-label="金額" align="right">
              {formatYen(product.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The commerce dashboard demo. It needs no login (SPEC §2), so it also renders outside the admin
 * shell and its router: no router links or react-admin here.
 */
export default function CommercePage() {
  return (
    <DemoPage>
      <CardGrid
        cells={[
          chartCell(
            { title: '月別売上', subheader: '売上金額（円）', size: { xs: 12, lg: 8 } },
            {
              kind: 'area',
              data: salesByMonth,
              xKey: 'month',
              series: [{ key: 'sales', label: '売上' }],
              format: formatYen,
            },
          ),
          chartCell(
            { title: '地区別売上', size: { xs: 12, lg: 4 } },
            {
              kind: 'bar',
              data: salesByRegion,
              xKey: 'region',
              series: [{ key: 'sales', label: '売上', color: '#1565c0' }],
              format: formatYen,
            },
          ),
          { title: '売れ筋商品', size: TABLE_HALF, content: <TopProducts /> },
          { title: '最近の注文', size: TABLE_HALF, content: <OrdersTable /> },
        ]}
      >
        <StatCells stats={STATS} />
      </CardGrid>
    </DemoPage>
  );
}
