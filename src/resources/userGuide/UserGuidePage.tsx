import SearchIcon from '@mui/icons-material/Search';
import {
  Card,
  CardContent,
  InputAdornment,
  Link as MuiLink,
  List,
  ListItem,
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
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { en } from './messages.en';

const sectionIds = Object.keys(en.userGuide.sections) as (keyof typeof en.userGuide.sections)[];
const exampleIds = Object.keys(en.userGuide.invoice_examples.rows);

/** /user-guide: one section per screen, a table of contents, and a search box that filters the sections. */
export function UserGuidePage() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const sections = sectionIds.map((id) => ({
    id,
    title: translate(`resources.userGuide.sections.${id}.title`),
    paragraphs: translate(`resources.userGuide.sections.${id}.text`).split('\n\n'),
  }));
  // The invoices' section ends on its worked examples, which its search finds too.
  const examples = exampleIds.map((id) => ({
    id,
    event: translate(`resources.userGuide.invoice_examples.rows.${id}.event`),
    computation: translate(`resources.userGuide.invoice_examples.rows.${id}.computation`),
    amount: translate(`resources.userGuide.invoice_examples.rows.${id}.amount`),
  }));
  const invoices = sections.find((section) => section.id === 'invoices');
  invoices?.paragraphs.push(...examples.map((row) => `${row.event} ${row.computation} ${row.amount}`));
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = sections.filter((section) => {
    const text = `${section.title} ${section.paragraphs.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={translate('resources.userGuide.title')} />
      <Typography variant="h4" component="h1">
        {translate('resources.userGuide.title')}
      </Typography>
      <TextField
        size="small"
        type="search"
        placeholder={translate('resources.userGuide.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': translate('resources.userGuide.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <nav aria-label={translate('resources.userGuide.contents')}>
        <Typography variant="h6" component="h2">
          {translate('resources.userGuide.contents')}
        </Typography>
        <List dense>
          {shown.map((section) => (
            <ListItem key={section.id}>
              <MuiLink href={`#guide-${section.id}`}>{section.title}</MuiLink>
            </ListItem>
          ))}
        </List>
      </nav>
      {shown.length === 0 && (
        <Typography color="text.secondary">{translate('resources.userGuide.no_match')}</Typography>
      )}
      {shown.map((section) => (
        <Card key={section.id} variant="outlined" component="section" id={`guide-${section.id}`}>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              {section.title}
            </Typography>
            {(section.id === 'invoices' ? section.paragraphs.slice(0, -examples.length) : section.paragraphs).map(
              (paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ),
            )}
            {section.id === 'invoices' && <WorkedExamples rows={examples} />}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The invoices' worked examples: what happened, the computation, the amount the ledger charges. */
function WorkedExamples({ rows }: { rows: { id: string; event: string; computation: string; amount: string }[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.userGuide.invoice_examples.${key}`);
  return (
    <TableContainer>
      <Table size="small">
        <caption>{t('caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('event')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('computation')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.event}</TableCell>
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{row.computation}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {row.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
