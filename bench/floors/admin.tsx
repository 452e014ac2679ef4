import { createRoot } from 'react-dom/client';
import { Admin, Resource, Title, type AuthProvider, type DataProvider } from 'react-admin';

/**
 * The floor of a page inside react-admin: `<Admin>` signed in (its layout, app bar and menu), with
 * a dashboard of one heading, one resource whose page fetches nothing, and no data.
 */
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const none = () => Promise.reject(new Error('no data in the floor'));
const dataProvider: DataProvider = {
  getList: none,
  getOne: none,
  getMany: none,
  getManyReference: none,
  create: none,
  update: none,
  updateMany: none,
  delete: none,
  deleteMany: none,
};

const Heading = ({ title }: { title: string }) => (
  <>
    <Title title={title} />
    <h1>{title}</h1>
  </>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin
    authProvider={authProvider}
    dataProvider={dataProvider}
    dashboard={() => <Heading title="ダッシュボード" />}
  >
    <Resource name="notices" list={() => <Heading title="お知らせ" />} />
  </Admin>,
);
