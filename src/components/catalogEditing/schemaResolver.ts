// react-admin's <Form> checked by the API's own zod schemas, each refusal in the portal's words: the sentences the
// server's field refusals use (portal.validation.*, see src/providers/apiErrors.ts), so a form and the API say alike.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

// The portal's CSP allows no eval: zod must neither compile its parsers nor probe whether it may (the probe, run
// when an object schema is built, is reported as a violation even though zod catches it). So a module that builds
// schemas (common/api's) imports this one first.
z.config({ jitless: true });

/** react-admin's own form for a message with arguments: its inputs translate it when they show it. */
const messageWithArgs = (message: string, args: Record<string, unknown> = {}) =>
  `@@react-admin@@${JSON.stringify({ message, args })}`;

/** "must be at most 1000", "Required": an issue zod has no sentence of the schema's own for. */
function wordIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && issue.input == null) return messageWithArgs('ra.validation.required');
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    return messageWithArgs(`portal.validation.${issue.code}_${issue.origin}`, {
      [issue.code === 'too_small' ? 'minimum' : 'maximum']: bound,
      smart_count: bound === 1 ? 1 : 2,
    });
  }
  return messageWithArgs(`portal.validation.${issue.code}`);
}

/**
 * Where the schema words an issue itself ("may have at most two decimals"), zod keeps its English: worded again by
 * the issue's code. A refinement's own message is a catalogue key, shown as it is.
 */
function reword(errors: FieldErrors): FieldErrors {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const { message, type } = error as FieldError;
    if (typeof message === 'string' && typeof type === 'string') {
      if (!message.startsWith('@@react-admin@@') && type !== 'custom')
        (error as FieldError).message = messageWithArgs(`portal.validation.${type}`, { _: message });
    } else reword(error as FieldErrors);
  }
  return errors;
}

/** `<Form resolver={schemaResolver(itemFormSchema)}>`: the values the schema's parse returns are the ones saved. */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodType<Values>): Resolver<FieldValues> {
  const resolve = zodResolver(schema as z.ZodType<Values, FieldValues>, { error: wordIssue });
  return async (values, context, options) => {
    const result = await resolve(values, context, options as never);
    return { ...result, errors: reword(result.errors) } as Awaited<ReturnType<Resolver<FieldValues>>>;
  };
}
