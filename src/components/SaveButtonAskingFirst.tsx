import { useRef, useState } from 'react';
import { Confirm, SaveButton, type ConfirmProps } from 'react-admin';

type SaveButtonAskingFirstProps = Omit<ConfirmProps, 'isOpen' | 'onConfirm' | 'onClose'> & {
  /** Whether saving the form as it stands must be confirmed first (a price below cost, a deactivation). */
  mustAsk: boolean;
  disabled?: boolean;
};

/**
 * react-admin's `<SaveButton>` of a form, which asks `<Confirm>`'s question first when `mustAsk`; confirmed, the
 * form saves as a click on Save would. The question's content mounts only while it is asked.
 *
 * @example <SaveButtonAskingFirst mustAsk={isBelowCost} title="…" content="…" confirm="…" confirmColor="warning" />
 */
export function SaveButtonAskingFirst({ mustAsk, disabled, ...question }: SaveButtonAskingFirstProps) {
  const saveButton = useRef<HTMLButtonElement>(null);
  const isConfirmed = useRef(false);
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <SaveButton
        ref={saveButton}
        type="button"
        disabled={disabled}
        onClick={(event) => {
          if (!mustAsk || isConfirmed.current) return;
          event.preventDefault();
          setAsking(true);
        }}
      />
      <Confirm
        {...question}
        isOpen={isAsking}
        onConfirm={() => {
          setAsking(false);
          isConfirmed.current = true;
          saveButton.current?.click();
          isConfirmed.current = false;
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
