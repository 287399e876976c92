import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/** A titled part of a customer's page: `<CompanySection title="resources.partner-admin/companies.orders">`. */
export function CompanySection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** What a part with no row says. */
export function NoneYet() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ py: 1 }}>
      {translate('partner.common.none')}
    </Typography>
  );
}

/** The pages of a reference list, only when it has more than one: a short list reads better without them. */
export function MorePages() {
  const { total, perPage } = useListContext();
  if (total == null || total <= perPage) return null;
  return <Pagination rowsPerPageOptions={[]} />;
}

/** A phone's list flush with its part's title, as the order's lines and the people are. */
export const flushListSx = { '& .MuiListItem-root, & .MuiListItemButton-root': { px: 0 } };
