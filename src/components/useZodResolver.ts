import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { describeFieldIssue } from '../providers/apiErrors';

type Translate = (key: string, options?: Record<string, unknown>) => string;
/**
 * A field's own sentence, given the values of it that were refused (the emails that are not ones…); undefined: the
 * rule's usual words.
 */
export type FieldWording = Record<string, (refused: unknown[]) => string | undefined>;

/**
 * For react-admin's `<Form resolver>`: validates with one of the API's zod schemas (the form submits what it parses
 * to) and words each refusal in the portal's language. @hookform/resolvers' `zodResolver` shows zod's English, and
 * a schema's own message ("must not be empty") outranks any error map: the issue's code and bounds are worded here
 * as the server's refusals are (`portal.validation.*`), one sentence per field of the form, or by `wording`.
 *
 * @example const resolver = useZodResolver(notificationFormSchema, { companyIds: () => translate('…needs_company') });
 */
export function useZodResolver(schema: z.ZodType, wording: FieldWording = {}): Resolver<FieldValues> {
  const translate = useTranslate();
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as FieldValues, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errorsByField(result.error.issues, wording, translate), options) };
  };
}

/** A form's input is one top-level field: a list's refused elements are that field's error, naming them if worded. */
function errorsByField(issues: z.core.$ZodIssue[], wording: FieldWording, translate: Translate) {
  const byField = new Map<string, z.core.$ZodIssue[]>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
    byField.set(field, [...(byField.get(field) ?? []), issue]);
  }
  const errors: Record<string, FieldError> = {};
  for (const [field, fieldIssues] of byField) {
    const first = fieldIssues[0]!;
    const refused = fieldIssues.filter((issue) => issue.path.length > 1).map((issue) => issue.input);
    const words = wording[field];
    errors[field] = {
      type: first.code,
      message: words?.([...new Set(refused)]) ?? describeZodIssue(first, translate),
    };
  }
  return errors;
}

/** "Required" for a value not given; otherwise the sentence the server's refusal of the same rule carries. */
function describeZodIssue(issue: z.core.$ZodIssue, translate: Translate): string {
  if (issue.code === 'invalid_type' && (issue.input == null || issue.input === ''))
    return translate('ra.validation.required');
  // A refinement's words: the contract's refusal by its code (as the server's), a catalogue key (the portal's own
  // rules), else the schema's words.
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: string } | undefined)?.code;
    return translate(code ? `portal.refusals.${code}` : issue.message, { _: issue.message });
  }
  const isBound = issue.code === 'too_small' || issue.code === 'too_big';
  return describeFieldIssue(
    {
      field: issue.path.join('.'),
      code: isBound ? `${issue.code}_${issue.origin}` : issue.code,
      message: issue.message,
      ...(issue.code === 'too_small' ? { minimum: Number(issue.minimum) } : {}),
      ...(issue.code === 'too_big' ? { maximum: Number(issue.maximum) } : {}),
      ...(issue.code === 'invalid_format' ? { format: issue.format } : {}),
    },
    translate,
  );
}
