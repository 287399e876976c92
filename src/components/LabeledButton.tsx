import { Button, type ButtonProps } from '@mui/material';
import { forwardRef, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';

type LabeledButtonProps = Omit<ButtonProps, 'children'> & {
  /** A catalogue key (or plain text), always shown. */
  label: string;
  /** The icon before the label. */
  children?: ReactElement;
};

/**
 * A button that shows its words on every screen. react-admin's `<Button>` turns into a bare icon below 600 px
 * (and into an empty box when it has none), and a phone has no hover to reveal what an icon does.
 */
export const LabeledButton = forwardRef<HTMLButtonElement, LabeledButtonProps>(function LabeledButton(
  { label, children, size = 'small', ...rest },
  ref,
) {
  const translate = useTranslate();
  return (
    <Button ref={ref} size={size} startIcon={children} {...rest}>
      {translate(label, { _: label })}
    </Button>
  );
});
