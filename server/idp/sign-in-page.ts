import type { IdpAccount } from './provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Language = 'en' | 'fr';

const words = {
  en: {
    title: 'Sign in – development identity provider',
    noticeLead: 'Development sign-in.',
    notice:
      'This is the portal’s built-in identity provider, for trying the portal out. In production people sign in with their Microsoft work account.',
    heading: 'Pick an account',
    other: 'Another account at this provider',
    placeholder: 'name@example.com',
    signIn: 'Sign in',
    unknown: (email: string) => `No account ${email} at this identity provider.`,
  },
  fr: {
    title: 'Connexion – fournisseur d’identité de développement',
    noticeLead: 'Connexion de développement.',
    notice:
      'Voici le fournisseur d’identité intégré au portail, pour essayer le portail. En production, on se connecte avec son compte professionnel Microsoft.',
    heading: 'Choisissez un compte',
    other: 'Un autre compte chez ce fournisseur',
    placeholder: 'nom@exemple.com',
    signIn: 'Se connecter',
    unknown: (email: string) => `Aucun compte ${email} chez ce fournisseur d’identité.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The page's language, as Entra ID picks its own: the `ui_locales` the portal sends (the language the person chose
 * there), else the browser's languages, else English.
 */
export function signInPageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((range) => range.split(';')[0]!),
  ];
  for (const tag of wanted) {
    const language = tag.trim().slice(0, 2).toLowerCase();
    if (language === 'en' || language === 'fr') return language;
  }
  return 'en';
}

/** The built-in provider's sign-in page: the demo accounts, a field for any other email, and a clear notice. */
export function renderSignInPage({
  uid,
  accounts,
  language = 'en',
  unknownEmail,
}: {
  uid: string;
  accounts: IdpAccount[];
  language?: Language;
  /** The email of a sign-in refused because no account has it. */
  unknownEmail?: string;
}) {
  const text = words[language];
  const action = `/idp/interaction/${encodeURIComponent(uid)}/login`;
  const buttons = accounts
    .map(
      (account) =>
        `<li><button type="submit" name="email" value="${escapeHtml(account.email)}"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}</span></button></li>`,
    )
    .join('');
  const error =
    unknownEmail === undefined ? '' : `<p class="error" role="alert">${escapeHtml(text.unknown(unknownEmail))}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${text.title}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f3;color:#1b1b1b;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem}
main{background:#fff;max-width:440px;width:100%;padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.2rem 0 1rem}
.notice{background:#fff4e5;border-left:4px solid #ed6c02;padding:.6rem .8rem;margin:0 0 1rem;font-size:.9rem}
.error{background:#fdecea;border-left:4px solid #d32f2f;padding:.6rem .8rem;margin-bottom:1rem}
ul{list-style:none;padding:0;margin:0 0 1rem}
li button{width:100%;text-align:left;display:flex;flex-direction:column;gap:.15rem;padding:.7rem .9rem;margin:.3rem 0;border:1px solid #c8d3c8;border-radius:6px;background:#fff;color:inherit;cursor:pointer;font:inherit}
li button:hover,li button:focus{border-color:#2e7d32;outline:2px solid #2e7d32}
li span{color:#555;font-size:.85rem;overflow-wrap:anywhere}
label{display:block;font-size:.9rem;margin-bottom:.3rem}
.other{display:flex;gap:.5rem}
input{flex:1;min-width:0;padding:.55rem;border:1px solid #999;border-radius:4px;font:inherit;background:inherit;color:inherit}
.other button{background:#2e7d32;color:#fff;border:0;border-radius:4px;padding:.55rem 1rem;font:inherit;cursor:pointer}
@media (max-width:599px){body{padding:0;place-items:start stretch}main{max-width:none;min-height:100vh;padding:1.25rem 1rem;border-radius:0;box-shadow:none}}
@media (prefers-color-scheme:dark){
body{background:#121212;color:#fff}
main{background:#1e1e1e;box-shadow:none}
.notice{background:#3b2a14;border-color:#ffa726}
.error{background:#3b1a1a;border-color:#f44336}
li button{background:#1e1e1e;border-color:#555}
li button:hover,li button:focus{border-color:#81c784;outline-color:#81c784}
li span{color:#bbb}
input{border-color:#888}
}
</style>
</head>
<body>
<main>
<p class="notice" role="note"><strong>${text.noticeLead}</strong> ${text.notice}</p>
<h1>${text.heading}</h1>
${error}
<form method="post" action="${action}">
<ul>${buttons}</ul>
</form>
<form method="post" action="${action}">
<label for="email">${text.other}</label>
<div class="other"><input id="email" name="email" type="email" autocomplete="email" placeholder="${text.placeholder}" required><button type="submit">${text.signIn}</button></div>
</form>
</main>
</body>
</html>`;
}
