import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (react-admin's and bespoke pages' calls); emptied when the member changes. */
export const queryClient = new QueryClient();
