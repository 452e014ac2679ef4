import { render } from '@testing-library/react';
import { DEMO_PASSWORD } from '../demo-api/accounts';
import { signIn } from '../src/providers/authProvider';
import { Root } from '../src/Root';

/** Signs in through the real provider against the demo API, as the login form does. */
export async function signInAs(login: string): Promise<void> {
  await signIn({ username: login, password: DEMO_PASSWORD });
}

/** Renders the whole portal at a path inside /member/, as a browser opening that URL. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', `/member${path}`);
  return render(<Root />);
}

/** The path inside /member/ the browser is on now. */
export const currentUrl = (): string =>
  `${window.location.pathname.replace(/^\/member/, '')}${window.location.search}`;
