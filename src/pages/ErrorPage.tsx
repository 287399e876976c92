import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../components/AppBarTitle';
import { isCrawler } from '../../common/crawlers';
import { specMessages } from '../i18n/messages';
import { isChunkLoadError, reloadOnceOnChunkError } from '../providers/reloadGuard';
import { api } from '../providers';

type ErrorPageProps = {
  status: number;
  /** Offered on server errors, e.g. the error boundary's reset. */
  onRetry?: () => void;
  /** `div` inside the signed-in layout, whose own `<main>` holds it. */
  component?: 'main' | 'div';
};

/**
 * The generic error page (spec §2): 404 is Page not found, anything else Internal Server Error, titled in the app bar
 * too inside the layout, with the way home; crawlers get plain text.
 */
export function ErrorPage({ status, onRetry, component = 'main' }: ErrorPageProps) {
  const translate = useTranslate();
  const isNotFound = status === 404;
  if (isCrawler(navigator.userAgent)) {
    return <p>{isNotFound ? `404 ${specMessages.pageNotFound}` : `${status} Internal Server Error`}</p>;
  }
  return (
    <ProblemPage
      status={status}
      component={component}
      title={isNotFound ? 'portal.errors.pageNotFound' : 'pages.error.server_title'}
      text={isNotFound ? 'pages.error.not_found_text' : 'pages.error.server_text'}
      Icon={isNotFound ? SearchOffIcon : ErrorOutlineIcon}
      iconColor={isNotFound ? 'secondary' : 'error'}
    >
      {!isNotFound && onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {translate('pages.error.retry')}
        </Button>
      )}
    </ProblemPage>
  );
}

/** The unmatched route (react-admin's catchAll), inside the layout, whose `<main>` holds it. */
export const NotFoundPage = () => <ErrorPage status={404} component="div" />;

/** "Access forbidden": a part of the portal the person's role does not open (spec §2's guards), inside the layout. */
export const ForbiddenPage = () => (
  <ProblemPage
    status={403}
    component="div"
    title="portal.errors.accessForbidden"
    text="pages.error.forbidden_text"
    Icon={LockIcon}
    iconColor="secondary"
  />
);

type ProblemPageProps = {
  status: number;
  component: 'main' | 'div';
  title: string;
  text: string;
  Icon: typeof LockIcon;
  iconColor: 'secondary' | 'error';
  /** Offered beside the way home. */
  children?: ReactNode;
};

/** A page in place of the one asked for: what went wrong, in words, and the way home. */
function ProblemPage({ status, component, title, text, Icon, iconColor, children }: ProblemPageProps) {
  const translate = useTranslate();
  return (
    <Box
      component={component}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
        {/* Inside the layout, its app bar names the page too. */}
        {component === 'div' && <AppBarTitle title={translate(title)} />}
        <Icon sx={{ fontSize: 64 }} color={iconColor} aria-hidden />
        <Typography variant="overline" component="p">
          {translate('pages.error.status', { status })}
        </Typography>
        <Typography variant="h4" component="h1">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(text)}</Typography>
        <Stack direction="row" spacing={2}>
          {children}
          <Button variant="contained" href="/">
            {translate('pages.error.go_home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** How often a page that could not load checks whether the server is back. */
export const unreachableRetryMs = 5_000;

/**
 * A part of the portal that could not load. With the server there, a new version was deployed: reload once (not
 * again within 10 s). With the server gone, a reload would leave the browser's own "This site can't be reached" in
 * the tab for good: the portal says so itself, checks again every few seconds, and reloads once the server answers.
 */
function ChunkFailure({ error, component }: { error: unknown; component: 'main' | 'div' }) {
  const translate = useTranslate();
  const [state, setState] = useState<'checking' | 'unreachable' | 'failed'>('checking');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isOver = false;
    let wasUnreachable = false;
    const check = async () => {
      const isUp = await api.checkHealth().then(
        () => true,
        () => false,
      );
      if (isOver) return;
      if (isUp) {
        if (wasUnreachable) window.location.reload();
        else if (!reloadOnceOnChunkError(error)) setState('failed');
        return;
      }
      wasUnreachable = true;
      setState('unreachable');
      timer = setTimeout(() => void check(), unreachableRetryMs);
    };
    void check();
    return () => {
      isOver = true;
      clearTimeout(timer);
    };
  }, [error]);
  if (state === 'failed') return <ErrorPage status={500} component={component} />;
  return (
    <Box component={component} sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520, textAlign: 'center' }} role="status">
        {state === 'unreachable' ? (
          <>
            <CloudOffIcon sx={{ fontSize: 64 }} color="warning" aria-hidden />
            <Typography variant="h4" component="h1">
              {translate('pages.error.unreachable_title')}
            </Typography>
            <Typography color="text.secondary">{translate('pages.error.unreachable_text')}</Typography>
          </>
        ) : (
          <Typography color="text.secondary">{translate('pages.error.checking')}</Typography>
        )}
        <CircularProgress size={24} aria-hidden />
      </Stack>
    </Box>
  );
}

/** The error's HTTP status, 500 for a crash. */
const statusOf = (error: unknown) =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;

/** react-admin's error boundary page. */
export function AppErrorPage({
  error,
  resetErrorBoundary,
}: {
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  if (isChunkLoadError(error)) return <ChunkFailure error={error} component="main" />;
  return <ErrorPage status={statusOf(error)} onRetry={resetErrorBoundary && (() => resetErrorBoundary())} />;
}

/**
 * The same page for a crash inside the signed-in layout (react-admin's `<Layout error>`): it gives no reset, and
 * moving to another page clears the error.
 */
export function LayoutErrorPage({ error }: { error?: unknown }) {
  if (isChunkLoadError(error)) return <ChunkFailure error={error} component="div" />;
  return <ErrorPage status={statusOf(error)} component="div" />;
}
