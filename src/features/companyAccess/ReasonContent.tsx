import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type ReasonContentProps = {
  /** The confirmation's sentence, already translated. */
  text: string;
  reason: string;
  onReasonChange: (reason: string) => void;
};

/** A confirmation's sentence and a "Reason" field: what the access history keeps of why. */
export function ReasonContent({ text, reason, onReasonChange }: ReasonContentProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography>{text}</Typography>
      <TextField
        label={translate('pages.admin.access.reason')}
        helperText={translate('pages.admin.access.reason_hint')}
        value={reason}
        onChange={(event) => onReasonChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        multiline
        fullWidth
      />
    </Stack>
  );
}
