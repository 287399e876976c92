import SearchIcon from '@mui/icons-material/Search';
import {
  Card,
  CardContent,
  InputAdornment,
  Link as MuiLink,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { en } from './messages.en';

const sectionIds = Object.keys(en.userGuide.sections) as (keyof typeof en.userGuide.sections)[];

/** /user-guide: one section per screen, a table of contents, and a search box that filters the sections. */
export function UserGuidePage() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const sections = sectionIds.map((id) => ({
    id,
    title: translate(`resources.userGuide.sections.${id}.title`),
    paragraphs: translate(`resources.userGuide.sections.${id}.text`).split('\n\n'),
  }));
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
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
