import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorPage } from './ErrorPage';

/** The error page for something that broke while rendering: its message and what to do. */
export function RenderErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorPage
      status={500}
      message="画面を表示できませんでした"
      details={[
        error instanceof Error ? error.message : String(error),
        '時間をおいて、ページを再読み込みしてください。',
      ]}
    />
  );
}

/**
 * The last line: anything that breaks outside react-admin's own boundary (a sign-in page chunk
 * that failed twice, say) shows the error page instead of a blank screen.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ error }) => <RenderErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
