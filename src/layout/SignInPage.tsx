import { Suspense, type ComponentType } from 'react';
import { LoadingFallback } from './PageLoader';
import { SignInLayout } from './SignInLayout';

/** A sign-in page (login, password reset…) in the sign-in layout. */
export function SignInPage({ page: Page }: { page: ComponentType }) {
  return (
    <SignInLayout>
      <Suspense fallback={<LoadingFallback />}>
        <Page />
      </Suspense>
    </SignInLayout>
  );
}
