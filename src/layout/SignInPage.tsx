import { Suspense, type ComponentType } from 'react';
import { LoadingFallback } from './PageLoader';
import { PendingPage } from './PendingPage';
import { SignInLayout } from './SignInLayout';

/** A sign-in page (login, password reset…) in the sign-in layout. */
export function SignInPage({ title, page: Page }: { title: string; page?: ComponentType }) {
  return (
    <SignInLayout>
      <Suspense fallback={<LoadingFallback />}>
        {Page ? <Page /> : <PendingPage title={title} />}
      </Suspense>
    </SignInLayout>
  );
}
