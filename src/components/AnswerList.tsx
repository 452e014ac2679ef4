import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Pending } from './Section';

/** One line of the list: its main text (often a link) and what it says underneath. */
export interface AnswerItem {
  key: string | number;
  primary: ReactNode;
  secondary?: ReactNode;
}

/**
 * The rows of a call's answer as a short list of items, with the states around it: pending
 * (`loading`, else 読み込み中…), failed (「…を取得できませんでした。」) and empty
 * (「…はありません。」), each naming `what` the list holds.
 */
export function AnswerList<T>({
  answer,
  what,
  item,
  loading,
}: {
  answer: { data?: readonly T[]; error: Error | null; isPending: boolean };
  what: string;
  item: (row: T) => AnswerItem;
  loading?: ReactNode;
}) {
  const { data, error, isPending } = answer;
  if (isPending && loading) return loading;
  if (!data || error) return <Pending error={error} what={what} />;
  if (data.length === 0) return <Typography>{what}はありません。</Typography>;
  return (
    <List dense disablePadding>
      {data.map(item).map(({ key, primary, secondary }) => (
        <ListItem key={key} disableGutters>
          <ListItemText primary={primary} secondary={secondary} />
        </ListItem>
      ))}
    </List>
  );
}
