import { useState } from 'react';
import { Navigate, useAuthState, useLocation, useLogin, useTranslate } from 'react-admin';
import { authMessages, messageFromQuery } from '../i18n/messages';
import { isSafeReturnPath } from '../providers/browserBinding';
import { afterSignInPath, type LoginParams } from '../providers/authProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import { useBrowserLanguage } from '../layout/useBrowserLanguage';
import { returnPathFrom, SignInCard, type SignInChoice } from './SignInCard';

/**
 * /login inside the portal (a guard's redirect, a logout): sign in with Microsoft, or pick another account; says why
 * the last sign-in failed. A page load of /login shows the same card without the portal around it (src/signIn/).
 */
export function LoginPage() {
  const translate = useTranslate();
  useBrowserLanguage();
  // Signed in already (a stored token verified, another tab): react-admin's own check says so, and on we go.
  const { authenticated } = useAuthState(undefined, false);
  const login = useLogin();
  const location = useLocation();
  const [pending, setPending] = useState<SignInChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const returnTo = returnPathFrom(location.state, isSafeReturnPath);
  // Why the last sign-in here failed, else why react-admin sent the person here (its address's `?error=`).
  const error = failure ?? messageFromQuery(location.search);

  if (authenticated && !pending) {
    return <Navigate to={returnTo ?? afterSignInPath} replace />;
  }

  const signIn = (choice: SignInChoice) => {
    setPending(choice);
    setFailure(null);
    const params: LoginParams = { anotherAccount: choice === 'another-account', returnTo };
    login(params).then(
      // Signed in (react-admin navigates) or leaving for the identity provider: the spinner stays.
      () => undefined,
      (reason: unknown) => {
        setFailure(reason instanceof Error && reason.message ? reason.message : authMessages.microsoftLoginFailed);
        setPending(null);
      },
    );
  };

  return (
    <SignInCard
      translate={translate}
      languageMenu={<LanguageMenu />}
      error={error}
      isPending={pending !== null}
      onSignIn={signIn}
    />
  );
}
