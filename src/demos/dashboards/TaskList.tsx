import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
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
        const inputId = `${idPrefix}-${task.id}`;
        // The checkbox is the one control (a button around it would nest two); its text is
        // its label, so clicking the text ticks it too.
        return (
          <ListItem key={task.id} dense>
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={task.done}
                onChange={() => toggle(task.id)}
                slotProps={{ input: { id: inputId } }}
              />
            </ListItemIcon>
            <ListItemText
              primary={<label htmlFor={inputId}>{task.label}</label>}
              sx={task.done ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
