import { createRoot } from 'react-dom/client';
import { Admin, Title, type AuthProvider, type DataProvider } from 'react-admin';

/**
 * The floor of a page inside react-admin: `<Admin>` (its layout, menu and app bar) signed in, with
 * a dashboard of one heading and no resource and no data.
 */
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const unused = () => Promise.reject(new Error('no data in the floor'));
const dataProvider = new Proxy({}, { get: () => unused }) as DataProvider;

const Dashboard = () => (
  <>
    <Title title="ダッシュボード" />
    <h1>ダッシュボード</h1>
  </>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} dashboard={Dashboard} />,
);
