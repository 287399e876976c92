import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthState, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

export const myCompaniesKey = ['my-companies'];

/** The current company, and for a person with several, the way to another (app bar). */
export function CompanySwitcher() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { authenticated } = useAuthState(undefined, false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const companies = useQuery({
    queryKey: myCompaniesKey,
    queryFn: () => dataProvider.getMyCompanies(),
    enabled: authenticated === true,
  });
  const switchCompany = useMutation({
    mutationFn: (companyId: number) => dataProvider.switchCompany(companyId),
    onSuccess: (result) => {
      if (!result.success) return notify('layout.company.switch_failed', { type: 'error' });
      // Nothing of the previous company may stay on screen or in the cache.
      queryClient.removeQueries();
      notify('layout.company.switched', { type: 'info' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const list = companies.data ?? [];
  if (list.length === 0) return null;
  const current = list.find((company) => company.isCurrent) ?? list[0]!;
  const label = translate('layout.company.label', { _: 'Company' });
  if (list.length === 1) {
    return (
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        disabled
        sx={{ '&.Mui-disabled': { color: 'inherit' } }}
        aria-label={`${label}: ${current.name}`}
      >
        {current.name}
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={`${label}: ${current.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={switchCompany.isPending}
        sx={{ textTransform: 'none', maxWidth: { xs: 160, sm: 280 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current.name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {list.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === current.id}
            onClick={() => {
              setAnchor(null);
              if (company.id !== current.id) switchCompany.mutate(company.id);
            }}
          >
            <ListItemIcon>{company.id === current.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={company.name}
              secondary={translate(`layout.company.roles.${company.role}`, { _: company.role })}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
