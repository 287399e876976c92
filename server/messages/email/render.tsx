// Both parts of an email from one template: the HTML part, and the text part from the same components rendered as
// plain lines (parts.tsx).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailSettingProvider, type EmailSetting } from './parts';

const renderIn = (setting: EmailSetting, email: ReactElement) =>
  renderToStaticMarkup(<EmailSettingProvider value={setting}>{email}</EmailSettingProvider>);

// What React escapes in text, undone in one pass: the text part is not HTML.
const escaped: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** `{ html, text }` of an email made of parts.tsx's components, for the partner's brand, in a language. */
export function renderEmail(email: ReactElement, setting: Omit<EmailSetting, 'medium'>) {
  const html = `<!DOCTYPE html>${renderIn({ ...setting, medium: 'html' }, email)}`;
  const text = renderIn({ ...setting, medium: 'text' }, email)
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => escaped[entity]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
