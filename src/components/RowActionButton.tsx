import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { LabeledButton } from './LabeledButton';

export type RowActionButtonProps = {
  /** A catalogue key (or plain text): the button's words, its accessible name either way. */
  label: string;
  /** The icon, before the words or alone. */
  children: ReactElement;
  /** In a desk table's row: the icon alone, its words in a tooltip. */
  isIconOnly?: boolean;
  color?: 'primary' | 'warning' | 'error';
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * What can be done to a row. In a desk table's row, a small icon whose words are its accessible name and its tooltip:
 * "Sign out everywhere" and "Disable" as words made the people table wider than its card, cut, and rows three lines
 * tall. Elsewhere (a phone, which has no hover, a dialog), a LabeledButton: the icon and its words.
 */
export function RowActionButton({
  label,
  children,
  isIconOnly = false,
  color = 'primary',
  onClick,
}: RowActionButtonProps) {
  const translate = useTranslate();
  if (!isIconOnly)
    return (
      <LabeledButton label={label} color={color} onClick={onClick}>
        {children}
      </LabeledButton>
    );
  const words = translate(label, { _: label });
  return (
    <Tooltip title={words}>
      <IconButton size="small" color={color} aria-label={words} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
