import type { IdpAccount } from './provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The built-in provider's sign-in page: the demo accounts, a field for any other email, and a clear notice. */
export function renderSignInPage({ uid, accounts, error }: { uid: string; accounts: IdpAccount[]; error?: string }) {
  const action = `/idp/interaction/${encodeURIComponent(uid)}/login`;
  const buttons = accounts
    .map(
      (account) =>
        `<li><button type="submit" name="email" value="${escapeHtml(account.email)}"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}</span></button></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – development identity provider</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f3;color:#1b1b1b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;max-width:440px;width:100%;padding:2rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.2rem 0 1rem}
.notice{background:#fff4e5;border-left:4px solid #ed6c02;padding:.6rem .8rem;margin-bottom:1rem;font-size:.9rem}
.error{background:#fdecea;border-left:4px solid #d32f2f;padding:.6rem .8rem;margin-bottom:1rem}
ul{list-style:none;padding:0;margin:0 0 1rem}
li button{width:100%;text-align:left;display:flex;flex-direction:column;gap:.15rem;padding:.7rem .9rem;margin:.3rem 0;border:1px solid #c8d3c8;border-radius:6px;background:#fff;cursor:pointer;font:inherit}
li button:hover,li button:focus{border-color:#2e7d32;outline:2px solid #2e7d32}
li span{color:#555;font-size:.85rem}
label{display:block;font-size:.9rem;margin-bottom:.3rem}
.other{display:flex;gap:.5rem}
input{flex:1;padding:.55rem;border:1px solid #999;border-radius:4px;font:inherit}
.other button{background:#2e7d32;color:#fff;border:0;border-radius:4px;padding:.55rem 1rem;font:inherit;cursor:pointer}
</style>
</head>
<body>
<main>
<p class="notice" role="note"><strong>Development sign-in.</strong> This is the portal’s built-in identity provider, for trying the portal out. In production people sign in with their Microsoft work account.</p>
<h1>Pick an account</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<ul>${buttons}</ul>
</form>
<form method="post" action="${action}">
<label for="email">Another account at this provider</label>
<div class="other"><input id="email" name="email" type="email" autocomplete="email" placeholder="name@example.com" required><button type="submit">Sign in</button></div>
</form>
</main>
</body>
</html>`;
}
