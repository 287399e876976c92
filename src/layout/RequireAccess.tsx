import type { ReactElement, ReactNode } from 'react';
import { Authenticated, CanAccess, LinearProgress } from 'react-admin';
import { ForbiddenPage } from '../pages/ErrorPage';

type RequireAccessProps = {
  /** The screen area; by default the `<Resource>` the screen belongs to. */
  resource?: string;
  action?: 'list' | 'create' | 'edit' | 'show';
  children: ReactNode;
};

/**
 * A screen for those the authProvider's `canAccess` lets in (spec §2's guards): signed out, the way to sign in;
 * signed in without the role, the "Access forbidden" page at the address they opened, with nothing of the screen asked
 * for and the way home.
 */
export function RequireAccess({ resource, action = 'list', children }: RequireAccessProps) {
  return (
    <Authenticated>
      <CanAccess resource={resource} action={action} loading={<LinearProgress />} accessDenied={<ForbiddenPage />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}

/** `withAccess(<OrderShow />, 'show')`: a resource's screen behind `<RequireAccess>`, as its index lists them. */
export function withAccess(screen: ReactElement, action?: RequireAccessProps['action']) {
  return <RequireAccess action={action}>{screen}</RequireAccess>;
}
