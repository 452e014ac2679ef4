import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { tasks as sampleTasks } from './data';

/** A to-do widget; ticking a task is kept in memory only. */
export function TaskList() {
  const [tasks, setTasks] = useState(sampleTasks);
  const idPrefix = useId();
  const toggle = (id: string) =>
    setTasks(tasks.map((task) => (task.id === id ? { ...task, done: !task.done } : task)));
  return (
    <List dense aria-label="タスク">
      {tasks.map((task) => {
        const labelId = `${idPrefix}-${task.id}`;
        return (
          <ListItem key={task.id} disablePadding>
            <ListItemButton onClick={() => toggle(task.id)} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={task.done}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText
                id={labelId}
                primary={task.label}
                sx={task.done ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
