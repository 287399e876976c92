// The emails the portal sends: one for each kind of notice (notify.ts), and the digest that gathers what one
// person's actions sent another beyond the limit. Each is written in the reader's language, greets them, says what
// happened with amounts and days as the portal writes them, links to the portal, signs with the partner's name, and
// ends with why it came and where to choose what comes.
import type { ReactNode } from 'react';
import { formatCount, formatDay, formatMoney } from '../../../common/format';
import type { NoticeKind } from '../../../common/domain';
import type { Brand } from '../../config';
import {
  ActionButton,
  BulletList,
  EmailDocument,
  FigureTable,
  FooterLink,
  Heading,
  Paragraph,
  Quote,
  SignOff,
  useEmailSetting,
} from './parts';
import { renderEmail } from './render';
import { en, type EmailWords, type Params, type WordContext } from './words.en';
import { fr } from './words.fr';

export type Locale = 'en' | 'fr';
export type { Params };
/** A text the partner wrote (a renewal reminder's), in the language it is in. */
export type Note = { title: string; body: string; language: Locale };
export type OrderLineSummary = { product: string; quantity: number; unitPrice: number; lineTotal: number };
/** What an email shows beyond its params: an order's lines; the partner's texts, in each language. */
export type EmailDetails = { lines?: OrderLineSummary[]; notes?: Record<Locale, Note[]> };
/** A person of the portal (their name, their email settings), or null: an address with no account. */
export type Reader = { name: string | null; settingsUrl: string } | null;

type Letter = { locale: Locale; reader: Reader; brand: Brand };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const wordsIn = (locale: Locale) => (locale === 'fr' ? fr : en);

function contextOf(locale: Locale, brand: Brand): WordContext {
  return {
    brand: brand.name,
    money: (amount, currency) => formatMoney(Number(amount), String(currency), locale),
    day: (day) => (typeof day === 'string' && isoDay.test(day) ? formatDay(day, locale) : String(day)),
    count: (count) => formatCount(Number(count), locale),
  };
}

/** The email of a notice, for one reader: `{ subject, html, text }`. */
export function noticeEmail(
  email: Letter & { kind: NoticeKind; params: Params; details?: EmailDetails; link: string | null },
) {
  const words = wordsIn(email.locale);
  const context = contextOf(email.locale, email.brand);
  const { subject, lead, action } = words.kinds[email.kind];
  const said = { subject: subject(email.params, context), lead: lead(email.params, context) };
  const content = (
    <LetterBody
      {...email}
      words={words}
      subject={said.subject}
      preheader={said.lead}
      isInvoiceAddress={email.kind === 'invoice_issued' || email.kind === 'credit_note_issued'}
    >
      <Paragraph>{said.lead}</Paragraph>
      <Details {...email} words={words} context={context} />
      {email.link && <ActionButton href={email.link}>{action}</ActionButton>}
    </LetterBody>
  );
  return { subject: said.subject, ...renderEmail(content, { brand: email.brand, locale: email.locale }) };
}

/** The digest of what `actor` did, with a line per email it stands for. */
export function digestEmail(
  email: Letter & { actor: string; window: { minutes: number }; items: string[]; link: string },
) {
  const words = wordsIn(email.locale);
  const subject = words.digest.subject(email.actor);
  const lead = words.digest.lead(email.actor, email.window.minutes);
  const content = (
    <LetterBody {...email} words={words} subject={subject} preheader={lead}>
      <Paragraph>{lead}</Paragraph>
      <BulletList items={email.items} />
      <ActionButton href={email.link}>{words.digest.action}</ActionButton>
    </LetterBody>
  );
  return { subject, ...renderEmail(content, { brand: email.brand, locale: email.locale }) };
}

function LetterBody(props: {
  locale: Locale;
  reader: Reader;
  words: EmailWords;
  subject: string;
  preheader: string;
  /** An address that gets the invoices (a billing profile's), not a person's: its footer says so. */
  isInvoiceAddress?: boolean;
  children: ReactNode;
}) {
  const { words, reader, isInvoiceAddress = false } = props;
  return (
    <EmailDocument
      lang={props.locale}
      title={props.subject}
      preheader={props.preheader}
      footer={<Footer words={words} reader={reader} isInvoiceAddress={isInvoiceAddress} />}
    >
      <Heading>{props.subject}</Heading>
      <Paragraph>{words.greeting(reader?.name ?? null)}</Paragraph>
      {props.children}
      <SignOff closing={words.signOff} />
    </EmailDocument>
  );
}

function Footer({ words, reader, isInvoiceAddress }: { words: EmailWords; reader: Reader; isInvoiceAddress: boolean }) {
  const { brand } = useEmailSetting();
  if (!reader) return <>{isInvoiceAddress ? words.whyInvoiceAddress(brand.name) : words.whyAddress(brand.name)}</>;
  return (
    <>
      {words.whyPerson(brand.name)} <FooterLink href={reader.settingsUrl}>{words.settings}</FooterLink>
    </>
  );
}

/** What a kind shows beyond its sentence: an order's lines, the partner's reminder texts, a decision's reason. */
function Details(props: {
  kind: NoticeKind;
  params: Params;
  details?: EmailDetails;
  locale: Locale;
  words: EmailWords;
  context: WordContext;
}) {
  const { params, details, words, context } = props;
  const lines = details?.lines ?? [];
  const money = (amount: number) => context.money(amount, params.currency);
  return (
    <>
      {lines.length > 0 && (
        <FigureTable
          headings={[words.lines.product, words.lines.quantity, words.lines.unitPrice, words.lines.total]}
          rows={lines.map((line) => [
            line.product,
            context.count(line.quantity),
            money(line.unitPrice),
            money(line.lineTotal),
          ])}
          total={[words.lines.orderTotal, money(Number(params.total))]}
        />
      )}
      {(details?.notes?.[props.locale] ?? []).map((note, index) => (
        <Quote key={index} title={note.title} lang={note.language}>
          {note.body}
        </Quote>
      ))}
      {(props.kind === 'order_approved' || props.kind === 'order_rejected') && params.reason && (
        <Quote title={words.decision[props.kind](context.brand)}>{params.reason}</Quote>
      )}
    </>
  );
}
