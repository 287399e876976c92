import { SaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

type SaveButtonWhenValidProps = SaveButtonProps & {
  /** A call is on its way. */
  isPending: boolean;
  /** What else the form's values must allow (a rule the form's resolver leaves to the screen). */
  isAllowed?: boolean;
};

/**
 * react-admin's `<SaveButton>` of a `<Form>` that sends a call of its own: enabled as soon as the form is valid, also
 * unchanged (react-admin's waits for a change), never while the call is on its way; a plain button, without icon.
 *
 * @example <SaveButtonWhenValid label="…" isPending={save.isPending} />
 */
export function SaveButtonWhenValid({ isPending, isAllowed = true, ...button }: SaveButtonWhenValidProps) {
  const { isValid } = useFormState();
  const isEnabled = isValid && isAllowed && !isPending;
  return <SaveButton icon={null} {...button} alwaysEnable={isEnabled} disabled={!isEnabled} />;
}
