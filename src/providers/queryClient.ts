import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache (react-admin's and bespoke pages' calls); emptied when the member
 * changes. A failed call is not retried: the API client has told the member already (a toast with
 * the server's message, or the sign-in dialog), and three retries with backoff would only hold
 * the page's own error back by seconds. Generated and bespoke views behave alike.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
