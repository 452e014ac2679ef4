import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { todosOf, type MemberStatus, type UnpaidFee } from './todos';

interface TodoListProps {
  member: MemberStatus | undefined;
  unpaid: readonly UnpaidFee[] | undefined;
  isPending: boolean;
  /** An answer could not be fetched (the client has already shown the server's message). */
  failed: boolean;
}

/** Shortcuts to what needs doing; a calm line when nothing does. */
export function TodoList({ member, unpaid, isPending, failed }: TodoListProps) {
  if (isPending) {
    return <LoadingSkeleton label="手続きの状況を読み込み中" heights={[64, 64]} />;
  }
  // What did arrive is still worth showing next to the failure.
  const todos = todosOf({ member, unpaid });
  return (
    <>
      {todos.length > 0 && (
        <List disablePadding>
          {todos.map((todo) => (
            // A list holds list items only: the link sits in one.
            <ListItem key={todo.to} disablePadding>
              <ListItemButton component={RouterLink} to={todo.to} divider>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <ErrorOutlineIcon color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={todo.title}
                  secondary={
                    <>
                      {todo.detail}
                      {todo.note && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {todo.note}
                        </Box>
                      )}
                    </>
                  }
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {failed ? (
        <Typography color="error">手続きの状況を取得できませんでした。</Typography>
      ) : (
        todos.length === 0 && <Typography>対応が必要な手続きはありません。</Typography>
      )}
    </>
  );
}
