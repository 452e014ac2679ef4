import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  DateField,
  List,
  NumberField,
  Resource,
  TextField,
  type AuthProvider,
} from 'react-admin';
import { inMemoryDataProvider } from './inMemoryDataProvider';

/**
 * A stock react-admin app with one list page: react-admin's defaults throughout (its login page,
 * layout, English messages and hash router), the reference DESIGN §9 compares the portal with.
 */

const posts = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `Post ${index + 1}`,
  author: ['Alice', 'Bob', 'Carol', 'Dave'][index % 4],
  published_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
  views: (index * 37) % 1000,
}));

const USER_KEY = 'stock.user';

/** Accepts any user name and password; the session is one localStorage entry. */
const authProvider: AuthProvider = {
  login: async ({ username }: { username: string }) => localStorage.setItem(USER_KEY, username),
  logout: async () => localStorage.removeItem(USER_KEY),
  checkAuth: async () => {
    if (!localStorage.getItem(USER_KEY)) throw new Error('not signed in');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
      <TextField source="author" />
      <DateField source="published_at" />
      <NumberField source="views" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin authProvider={authProvider} dataProvider={inMemoryDataProvider({ posts })}>
    <Resource name="posts" list={PostList} />
  </Admin>,
);
