import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorPage } from './ErrorPage';

/**
 * The last line: anything that breaks outside react-admin's own boundary (a sign-in page chunk
 * that failed twice, say) shows the error page instead of a blank screen.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <ErrorPage
          status={500}
          message="画面を表示できませんでした"
          details={[
            error instanceof Error ? error.message : String(error),
            '時間をおいて、ページを再読み込みしてください。',
          ]}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
