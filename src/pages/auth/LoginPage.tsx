import { LoginForm } from './LoginForm';

/** `/login` and `/auth/login`: the login form on a page of its own. */
export default function LoginPage() {
  return <LoginForm />;
}
