// The building blocks of an email, each written once for both of its parts. Rendered for the HTML part they are
// tables and inline styles, what mail clients keep (no stylesheet, no flexbox); for the text part, plain lines. A
// template made of them gives both parts from one tree (render.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import { defaultBrand, type Brand } from '../../config';

export type Medium = 'html' | 'text';
export type EmailSetting = { medium: Medium; brand: Brand; locale: string };
const EmailSettingContext = createContext<EmailSetting>({ medium: 'html', brand: defaultBrand, locale: 'en' });
export const EmailSettingProvider = EmailSettingContext.Provider;
export const useEmailSetting = () => useContext(EmailSettingContext);
/** "Label: value" in the text part, French's "Libellé : valeur" in French. */
const useColon = () => (useEmailSetting().locale === 'fr' ? ' : ' : ': ');

const font = "'Segoe UI', Helvetica, Arial, sans-serif";
const ink = '#1f2328';
const muted = '#5f6368';
const page = '#f4f5f7';
const rule = '#e3e5e8';
const table = { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 } as const;

/** Black or white, whichever reads better on a background colour (#rrggbb), by WCAG's relative luminance. */
export function inkOn(background: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(background.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff';
}

/** The whole email: the partner's name on its colour, the content, and the footer (why, and the settings). */
export function EmailDocument(props: {
  lang: string;
  title: string;
  /** The line a mail client shows beside the subject. */
  preheader: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { medium, brand } = useEmailSetting();
  if (medium === 'text')
    return (
      <>
        {props.children}
        {'\n\n'}
        {props.footer}
      </>
    );
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{props.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: page }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{props.preheader}</div>
        <table {...table} width="100%" style={{ backgroundColor: page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  {...table}
                  width={600}
                  style={{
                    width: '100%',
                    maxWidth: 600,
                    backgroundColor: '#ffffff',
                    borderRadius: 8,
                    fontFamily: font,
                    color: ink,
                    fontSize: 15,
                    lineHeight: '22px',
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: brand.color,
                          color: inkOn(brand.color),
                          padding: '18px 32px',
                          fontSize: 20,
                          fontWeight: 700,
                          borderRadius: '8px 8px 0 0',
                        }}
                      >
                        {brand.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px 32px 8px' }}>{props.children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 32px 24px',
                          borderTop: `1px solid ${rule}`,
                          color: muted,
                          fontSize: 12,
                          lineHeight: '18px',
                        }}
                      >
                        {props.footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children, isSmall = false }: { children: ReactNode; isSmall?: boolean }) {
  if (useEmailSetting().medium === 'text')
    return (
      <>
        {children}
        {'\n\n'}
      </>
    );
  return <p style={{ margin: isSmall ? '0 0 8px' : '0 0 16px' }}>{children}</p>;
}

export function Heading({ children }: { children: ReactNode }) {
  if (useEmailSetting().medium === 'text')
    return (
      <>
        {children}
        {'\n\n'}
      </>
    );
  return <h1 style={{ margin: '0 0 16px', fontSize: 20, lineHeight: '28px', fontWeight: 700 }}>{children}</h1>;
}

/** A link that looks like a button (a table cell: Outlook ignores a link's padding); in text, "label: address". */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  const { medium, brand } = useEmailSetting();
  const colon = useColon();
  if (medium === 'text')
    return (
      <>
        {children}
        {`${colon}${href}\n\n`}
      </>
    );
  return (
    <table {...table} style={{ margin: '8px 0 24px' }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: brand.color, borderRadius: 6 }}>
            <a
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 24px',
                color: inkOn(brand.color),
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Words that are not the portal's (the partner's reminder, a reason), set apart in the partner's accent colour. */
export function Quote({ title, children, lang }: { title?: string; children: ReactNode; lang?: string }) {
  const { medium, brand } = useEmailSetting();
  if (medium === 'text')
    return (
      <>
        {title && `${title}\n`}
        {children}
        {'\n\n'}
      </>
    );
  return (
    <table {...table} width="100%" lang={lang} style={{ margin: '0 0 16px' }}>
      <tbody>
        <tr>
          <td style={{ borderLeft: `4px solid ${brand.accentColor}`, backgroundColor: page, padding: '12px 16px' }}>
            {title && <div style={{ fontWeight: 700, marginBottom: 4 }}>{title}</div>}
            <div style={{ whiteSpace: 'pre-line' }}>{children}</div>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Rows of figures under their headings, and a closing total; in text, a line per row, each figure named. */
export function FigureTable(props: { headings: string[]; rows: string[][]; total: [label: string, value: string] }) {
  const colon = useColon();
  if (useEmailSetting().medium === 'text') {
    const named = (row: string[]) =>
      row
        .slice(1)
        .map((value, index) => `${props.headings[index + 1]}${colon}${value}`)
        .join(' · ');
    return (
      <>
        {props.rows.map((row) => `- ${row[0]} — ${named(row)}\n`).join('')}
        {`${props.total.join(colon)}\n\n`}
      </>
    );
  }
  const cell = (index: number) =>
    ({ padding: '6px 8px', textAlign: index === 0 ? 'left' : 'right', borderBottom: `1px solid ${rule}` }) as const;
  return (
    <table {...table} width="100%" style={{ margin: '0 0 20px', fontSize: 14 }}>
      <thead>
        <tr>
          {props.headings.map((heading, index) => (
            <th key={heading} scope="col" style={{ ...cell(index), color: muted, fontWeight: 600 }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((value, index) => (
              <td key={index} style={cell(index)}>
                {value}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <td colSpan={props.headings.length - 1} style={{ ...cell(0), fontWeight: 700, borderBottom: 'none' }}>
            {props.total[0]}
          </td>
          <td style={{ ...cell(1), fontWeight: 700, borderBottom: 'none' }}>{props.total[1]}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function BulletList({ items }: { items: string[] }) {
  if (useEmailSetting().medium === 'text') return <>{`${items.map((item) => `- ${item}\n`).join('')}\n`}</>;
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: 20 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** "Kind regards," and the partner's name, on two lines. */
export function SignOff({ closing }: { closing: string }) {
  const { medium, brand } = useEmailSetting();
  if (medium === 'text') return <>{`${closing}\n${brand.name}\n\n`}</>;
  return (
    <p style={{ margin: '0 0 24px' }}>
      {closing}
      <br />
      {brand.name}
    </p>
  );
}

/** A plain link in a footer; in text, "label: address". */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const colon = useColon();
  if (useEmailSetting().medium === 'text')
    return (
      <>
        {children}
        {`${colon}${href}`}
      </>
    );
  return (
    <a href={href} style={{ color: muted, textDecoration: 'underline' }}>
      {children}
    </a>
  );
}
