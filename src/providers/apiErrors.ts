// A failed call in the portal's language: spec §8's messages through the catalogue, a refusal by its code, each
// invalid field by its name and the rule it breaks; the server's English only where nothing better is known.
// Types only from common/api: its values bring zod, whose eval probe the CSP reports.
import type { ErrorResponse } from '../../common/api';
import { specMessages } from '../i18n/messages';
import { formatCount, formatDay } from '../../common/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the API says of one invalid body field. */
export type FieldIssue = NonNullable<ErrorResponse['fields']>[number];
type FailureBody = { message?: string; code?: string; params?: Record<string, unknown>; fields?: FieldIssue[] };

const bodyOf = (error: unknown): FailureBody => {
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as FailureBody) : {};
};

/** The refusal's stable code (`prices_changed`, `company_deactivated`…), or undefined. */
export const refusalCodeOf = (error: unknown) => bodyOf(error).code;

export const fieldIssuesOf = (error: unknown): FieldIssue[] => {
  const fields = bodyOf(error).fields;
  return Array.isArray(fields) ? fields : [];
};

/** "must be at least 0", in the portal's language (the server's words when the rule has no sentence here). */
export function describeFieldIssue(issue: FieldIssue, translate: Translate): string {
  if (issue.code === 'invalid_format' && issue.format)
    return translate(`portal.formats.${issue.format}`, { _: translate('portal.validation.invalid_format') });
  // A string of at least one character is one that is not empty: the sentence's first form.
  const count = issue.minimum ?? issue.maximum;
  return translate(`portal.validation.${issue.code}`, {
    minimum: issue.minimum,
    maximum: issue.maximum,
    smart_count: count === 1 ? 1 : 2,
    _: issue.message,
  });
}

/** A field's name in words: `billingProfiles.0.currency` reads as "Currency". */
export function fieldLabel(field: string, translate: Translate): string {
  const name =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  return translate(`portal.field_names.${name}`, { _: name });
}

/**
 * A refusal's values as the portal writes them inside a sentence: a day (2026-12-01) as "Dec 1, 2026" or
 * "1 déc. 2026", a count with its language's separators; names and the rest as they are.
 */
function readableParams(params: Record<string, unknown> | undefined, locale: string) {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? formatDay(value, locale)
        : typeof value === 'number' && Number.isInteger(value) && name !== 'smart_count'
          ? formatCount(value, locale)
          : value,
    ]),
  );
}

/** What went wrong, for a person, in the portal's language (`locale`, for the days and counts it names). */
export function describeFailure(error: unknown, translate: Translate, locale = 'en'): string {
  const message = error instanceof Error && error.message ? error.message : specMessages.requestFailed;
  const specKey = (Object.keys(specMessages) as (keyof typeof specMessages)[]).find(
    (key) => specMessages[key] === message,
  );
  if (specKey) return translate(`portal.errors.${specKey}`, { _: message });
  const issues = fieldIssuesOf(error);
  if (issues.length > 0)
    return issues
      .map((issue) =>
        issue.field
          ? translate('portal.labelled', {
              label: fieldLabel(issue.field, translate),
              value: describeFieldIssue(issue, translate),
            })
          : issue.message,
      )
      .join(' · ');
  const { code, params } = bodyOf(error);
  if (code) return translate(`portal.refusals.${code}`, { ...readableParams(params, locale), _: message });
  return message;
}
