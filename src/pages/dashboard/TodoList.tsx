import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PayRequestButton } from '../../components/PayRequestButton';
import { usePayRequest } from '../../components/useGoToPayment';
import { formatDate, formatYen } from '../../i18n/format';
import {
  NAMED_PAYMENTS,
  type LinkTodo,
  type PaymentTodo,
  type Severity,
  type Todos,
} from './todos';

interface TodoListProps {
  todos: Todos;
  isPending: boolean;
  /** An answer could not be fetched (the client has already shown the server's message). */
  failed: boolean;
}

const ICONS: Record<Severity, typeof ErrorOutlineIcon> = {
  error: ErrorOutlineIcon,
  warning: WarningAmberIcon,
  info: InfoOutlinedIcon,
};

const ICON_CELL = { minWidth: 40, alignSelf: 'flex-start', mt: 0.5 };

function LinkItem({ todo }: { todo: LinkTodo }) {
  const Icon = ICONS[todo.severity];
  return (
    // A list holds list items only: the link sits in one.
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={todo.to} divider>
        <ListItemIcon sx={ICON_CELL}>
          <Icon color={todo.severity} />
        </ListItemIcon>
        <ListItemText
          primary={todo.title}
          secondary={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                {todo.detail}
              </Box>
              {todo.lines.map((line) => (
                <Box component="span" key={line} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))}
            </>
          }
        />
        <ChevronRightIcon color="action" />
      </ListItemButton>
    </ListItem>
  );
}

/** ￥3,000（期限 2026/12/04）, in red once the due date has passed. */
function AmountAndDue({ payment }: { payment: PaymentTodo }) {
  const due = payment.dueDate
    ? `（期限 ${formatDate(payment.dueDate)}${payment.overdue ? '・期限切れ' : ''}）`
    : '';
  return (
    <Typography
      variant="body2"
      sx={
        payment.overdue ? { color: 'error.main', fontWeight: 'bold' } : { color: 'text.secondary' }
      }
    >
      {formatYen(payment.amount)}
      {due}
    </Typography>
  );
}

function PaymentItem({
  payment,
  pay,
  busyId,
}: { payment: PaymentTodo } & ReturnType<typeof usePayRequest>) {
  const { requestId } = payment;
  return (
    <ListItem divider sx={{ display: 'block', pl: { xs: 2, sm: 7 }, pr: 2 }}>
      {/* Where it lives: the fee page, or the participation list. */}
      <Link component={RouterLink} to={payment.to} sx={{ display: 'block' }}>
        {payment.title}
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          justifyContent: 'space-between',
        }}
      >
        <AmountAndDue payment={payment} />
        {requestId !== null && (
          <PayRequestButton requestId={requestId} name={payment.title} pay={pay} busyId={busyId} />
        )}
      </Box>
    </ListItem>
  );
}

/**
 * Every unpaid item with its due date and お支払いへ: the first few at once, the rest behind one
 * button, so a member with many stays readable on a phone and still reaches each.
 */
function PaymentList({ payments }: { payments: readonly PaymentTodo[] }) {
  const payment = usePayRequest();
  const [open, setOpen] = useState(false);
  const total = formatYen(payments.reduce((sum, item) => sum + item.amount, 0));
  const overdue = payments.filter((item) => item.overdue).length;
  const shown = open ? payments : payments.slice(0, NAMED_PAYMENTS);
  const rest = payments.length - NAMED_PAYMENTS;
  return (
    <>
      <ListItem divider sx={{ alignItems: 'flex-start' }}>
        <ListItemIcon sx={ICON_CELL}>
          <PaymentsOutlinedIcon color={overdue > 0 ? 'error' : 'warning'} />
        </ListItemIcon>
        <ListItemText
          primary="未払いのお支払い"
          secondary={
            `${payments.length}件、合計 ${total}` +
            (overdue > 0 ? `（うち${overdue}件は期限を過ぎています）` : '')
          }
          slotProps={{ secondary: { sx: { color: 'text.primary' } } }}
        />
      </ListItem>
      {shown.map((item) => (
        <PaymentItem key={item.key} payment={item} {...payment} />
      ))}
      {rest > 0 && (
        <ListItem sx={{ pl: { xs: 2, sm: 7 } }}>
          <Button size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? '一部のみ表示する' : `残り${rest}件を表示する`}
          </Button>
        </ListItem>
      )}
    </>
  );
}

/** What needs doing, most at stake first; a calm line when nothing does. */
export function TodoList({ todos, isPending, failed }: TodoListProps) {
  if (isPending) {
    return <LoadingSkeleton label="手続きの状況を読み込み中" heights={[64, 64]} />;
  }
  // What did arrive is still worth showing next to the failure.
  const empty = todos.links.length === 0 && todos.payments.length === 0;
  return (
    <>
      {!empty && (
        <List disablePadding>
          {todos.links.map((todo) => (
            <LinkItem key={todo.key} todo={todo} />
          ))}
          {todos.payments.length > 0 && <PaymentList payments={todos.payments} />}
        </List>
      )}
      {failed ? (
        <Typography color="error">手続きの状況を取得できませんでした。</Typography>
      ) : (
        empty && <Typography>対応が必要な手続きはありません。</Typography>
      )}
    </>
  );
}
