import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ListIcon from '@mui/icons-material/ListAlt';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CatalogTemplate, CatalogTemplateDetail, TemplateItem } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { useFormatMoney, useFormatPercent } from '../../../components/Money';
import {
  isMarkupPercent,
  isPrice,
  readAmount,
  readPercent,
  PriceSheetPicker,
  type ChosenSheets,
  useDescribeTerm,
} from '../../../features/catalogEditing';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { HiddenColumnLabel } from '../../../components/HiddenColumnLabel';
import { useMutationOnce } from '../../../components/useMutationOnce';

const words = 'resources.partner-admin/templates.lines';
export const templatesKey = ['partner-admin/templates'];
const detailKey = (id: number) => [...templatesKey, id];

/** A line as edited: the markup and fixed price as typed ('' is none). */
type EditedLine = CatalogTemplateDetail['items'][number] & { markupText: string; fixedText: string };

const toEdited = (item: CatalogTemplateDetail['items'][number]): EditedLine => ({
  ...item,
  markupText: item.markupPercent === null ? '' : String(item.markupPercent),
  fixedText: item.priceOverride === null ? '' : String(item.priceOverride),
});

/** What a typed line sends, or why it cannot: a markup or a fixed price, not both, each a valid amount. */
function readLine(line: EditedLine): TemplateItem | { refusal: string } {
  const markup = line.markupText.trim() === '' ? null : readPercent(line.markupText);
  const fixed = line.fixedText.trim() === '' ? null : readAmount(line.fixedText);
  if (markup !== null && fixed !== null) return { refusal: 'both' };
  if (markup !== null && !isMarkupPercent(markup)) return { refusal: 'markup' };
  if (fixed !== null && !isPrice(fixed)) return { refusal: 'fixed' };
  return { priceSheetId: line.priceSheetId, markupPercent: markup, priceOverride: fixed };
}

/** The template's lines to see and change: each line's markup or fixed price, or its removal; one Save for all. */
export function TemplateLinesButton({ template }: { template: CatalogTemplate }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <LabeledButton label={`${words}.open`} onClick={() => setOpen(true)}>
        <ListIcon />
      </LabeledButton>
      {isOpen && <TemplateLinesDialog template={template} onClose={() => setOpen(false)} />}
    </>
  );
}

function TemplateLinesDialog({ template, onClose }: { template: CatalogTemplate; onClose: () => void }) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<EditedLine[] | null>(null);
  const detail = useQuery({ queryKey: detailKey(template.id), queryFn: () => dataProvider.getTemplate(template.id) });
  const shown = lines ?? detail.data?.items.map(toEdited) ?? [];
  const read = shown.map(readLine);
  const isValid = read.every((line) => !('refusal' in line));
  const save = useMutationOnce({
    mutationFn: () => dataProvider.updateTemplate(template.id, { items: read as TemplateItem[] }),
    onSuccess: async () => {
      notify(`${words}.saved`, { type: 'success', messageArgs: { name: template.name } });
      await queryClient.invalidateQueries({ queryKey: templatesKey });
      onClose();
    },
  });
  const change = (index: number, patch: Partial<EditedLine>) =>
    setLines(shown.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>{translate(`${words}.title`, { name: template.name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${words}.explained`, { markup: formatPercent(template.defaultMarkupPercent) })}
        </Typography>
        {detail.isPending && <LinearProgress />}
        {detail.error && <ErrorAlert error={detail.error} />}
        {detail.data && shown.length === 0 && <Typography>{translate(`${words}.none`)}</Typography>}
        {shown.length > 0 && (
          <LinesTable
            lines={shown}
            read={read}
            defaultMarkup={template.defaultMarkupPercent}
            onChange={change}
            onRemove={(index) => setLines(shown.filter((_line, at) => at !== index))}
          />
        )}
        {save.error && <ErrorAlert error={save.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={lines === null || !isValid || save.isPending}
          onClick={() => save.mutate()}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type LinesProps = {
  lines: EditedLine[];
  read: ReturnType<typeof readLine>[];
  defaultMarkup: number;
  onChange: (index: number, patch: Partial<EditedLine>) => void;
  onRemove: (index: number) => void;
};

/** The lines as a table on a desk; on a phone, one line after the other, its two prices side by side below it. */
function LinesTable({ lines, read, defaultMarkup, onChange, onRemove }: LinesProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const formatMoney = useFormatMoney();
  const describeTerm = useDescribeTerm();
  const rows = lines.map((line, index) => {
    const answer = read[index]!;
    const refusal = 'refusal' in answer ? answer.refusal : null;
    const name = `${line.productName} (${describeTerm(line)})`;
    const product = (
      <>
        <Typography variant="body2">{line.productName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {describeTerm(line)} · {line.publisher}
          {isPhone && ` · ${translate(`${words}.cost`)} ${formatMoney(line.basePrice, line.currency)}`}
        </Typography>
      </>
    );
    const markup = (
      <TextField
        size="small"
        value={line.markupText}
        placeholder={translate(`${words}.default_markup`, { markup: defaultMarkup })}
        onChange={(event) => onChange(index, { markupText: event.target.value })}
        error={refusal === 'markup' || refusal === 'both'}
        helperText={refusal && refusal !== 'fixed' ? translate(`${words}.refusals.${refusal}`) : undefined}
        label={isPhone ? translate(`${words}.markup`) : undefined}
        slotProps={{ htmlInput: { 'aria-label': `${translate(`${words}.markup`)} ${name}` } }}
      />
    );
    const fixed = (
      <TextField
        size="small"
        value={line.fixedText}
        onChange={(event) => onChange(index, { fixedText: event.target.value })}
        error={refusal === 'fixed' || refusal === 'both'}
        helperText={refusal === 'fixed' ? translate(`${words}.refusals.fixed`) : undefined}
        label={isPhone ? translate(`${words}.fixed`) : undefined}
        slotProps={{ htmlInput: { 'aria-label': `${translate(`${words}.fixed`)} ${name}` } }}
      />
    );
    const remove = (
      <IconButton aria-label={translate(`${words}.remove`, { product: name })} onClick={() => onRemove(index)}>
        <DeleteIcon />
      </IconButton>
    );
    return { key: line.priceSheetId, line, product, markup, fixed, remove };
  });
  if (isPhone) {
    return (
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {rows.map((row) => (
          <Stack key={row.key} spacing={1}>
            <div>{row.product}</div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {row.markup}
              {row.fixed}
              {row.remove}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${words}.product`)}</TableCell>
            <TableCell align="right">{translate(`${words}.cost`)}</TableCell>
            <TableCell>{translate(`${words}.markup`)}</TableCell>
            <TableCell>{translate(`${words}.fixed`)}</TableCell>
            <TableCell>
              <HiddenColumnLabel name="actions" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.product}</TableCell>
              <TableCell align="right">{formatMoney(row.line.basePrice, row.line.currency)}</TableCell>
              <TableCell>{row.markup}</TableCell>
              <TableCell>{row.fixed}</TableCell>
              <TableCell>{row.remove}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Price sheets picked and added to the template at once, at its default markup (changed after in its lines). */
export function AddTemplateLinesButton({ template }: { template: CatalogTemplate }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <LabeledButton label={`${words}.add`} onClick={() => setOpen(true)}>
        <AddIcon />
      </LabeledButton>
      {isOpen && <AddTemplateLinesDialog template={template} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddTemplateLinesDialog({ template, onClose }: { template: CatalogTemplate; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenSheets>(new Map());
  const detail = useQuery({ queryKey: detailKey(template.id), queryFn: () => dataProvider.getTemplate(template.id) });
  const held = new Set(detail.data?.items.map((item) => item.priceSheetId) ?? []);
  const add = useMutationOnce({
    mutationFn: () => {
      const kept = detail.data!.items.map(({ priceSheetId, markupPercent, priceOverride }) => ({
        priceSheetId,
        markupPercent,
        priceOverride,
      }));
      const added = [...chosen.keys()]
        .filter((id) => !held.has(id))
        .map((priceSheetId) => ({ priceSheetId, markupPercent: null, priceOverride: null }));
      return dataProvider.updateTemplate(template.id, { items: [...kept, ...added] });
    },
    onSuccess: async (saved) => {
      notify(`${words}.added`, {
        type: 'success',
        messageArgs: { smart_count: saved.itemCount - held.size, name: template.name },
      });
      await queryClient.invalidateQueries({ queryKey: templatesKey });
      onClose();
    },
  });
  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>{translate(`${words}.add_title`, { name: template.name })}</DialogTitle>
      <DialogContent>
        {detail.isPending ? <LinearProgress /> : <PriceSheetPicker held={held} chosen={chosen} onChange={setChosen} />}
        {(detail.error || add.error) && <ErrorAlert error={detail.error ?? add.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!detail.data || chosen.size === 0 || add.isPending}
          onClick={() => add.mutate()}
        >
          {translate(`${words}.add_chosen`, { smart_count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
