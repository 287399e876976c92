import {
  Box,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { CatalogItem, CompanySummary, PartnerCatalog } from '../../../common/api';
import type { CatalogAssignment } from './AssignmentDialog';
import { ErrorAlert } from '../ErrorAlert';
import { itemsResource } from './paths';

const everything = (field: string) => ({
  pagination: { page: 1, perPage: 1000 },
  sort: { field, order: 'ASC' as const },
});
const today = () => new Date().toISOString().slice(0, 10);
const isCurrent = (assignment: CatalogAssignment, day: string) =>
  assignment.validFrom <= day && (assignment.validTo == null || assignment.validTo >= day);

/** Companies × catalogs: the periods of each assignment; and, for one company, what it sees and pays. */
export function AssignmentMatrix() {
  const translate = useTranslate();
  const assignments = useGetList<CatalogAssignment>('partner-admin/catalog-assignments', everything('companyName'));
  const catalogs = useGetList<PartnerCatalog>('partner-admin/catalogs', everything('name'));
  const companies = useGetList<CompanySummary>('partner-admin/companies', everything('name'));
  const [companyId, setCompanyId] = useState('');
  const error = assignments.error ?? catalogs.error ?? companies.error;
  if (error) return <ErrorAlert error={error} />;
  if (!assignments.data || !catalogs.data || !companies.data) return <LinearProgress />;
  const day = today();
  const cell = (company: CompanySummary, catalog: PartnerCatalog) =>
    assignments.data
      .filter((assignment) => assignment.companyId === company.id && assignment.catalogId === catalog.id)
      .map(
        (assignment) =>
          `${assignment.validFrom} → ${assignment.validTo ?? translate('partner.assignments.no_end')}${isCurrent(assignment, day) ? ' ✓' : ''}`,
      )
      .join('; ');
  const chosen = companies.data.find((company) => String(company.id) === companyId);
  const current =
    chosen && assignments.data.find((assignment) => assignment.companyId === chosen.id && isCurrent(assignment, day));
  return (
    <Box sx={{ p: 2 }}>
      <Table size="small" aria-label={translate('partner.assignments.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell />
            {catalogs.data.map((catalog) => (
              <TableCell key={catalog.id}>{catalog.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.data.map((company) => (
            <TableRow key={company.id}>
              <TableCell component="th" scope="row">
                {company.name}
              </TableCell>
              {catalogs.data.map((catalog) => (
                <TableCell key={catalog.id}>{cell(company, catalog)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TextField
        select
        label={translate('partner.assignments.fields.companyId')}
        value={companyId}
        onChange={(event) => setCompanyId(event.target.value)}
        sx={{ mt: 3, minWidth: 240 }}
      >
        {companies.data.map((company) => (
          <MenuItem key={company.id} value={String(company.id)}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('partner.assignments.sees', { company: chosen.name })}
          </Typography>
          {current ? (
            <CompanyPrices catalogId={current.catalogId} />
          ) : (
            <Typography>{translate('partner.assignments.sees_none')}</Typography>
          )}
        </>
      )}
    </Box>
  );
}

function CompanyPrices({ catalogId }: { catalogId: number }) {
  const translate = useTranslate();
  const items = useGetList<CatalogItem>(itemsResource(catalogId), {
    ...everything('productName'),
    filter: { isVisible: true },
  });
  if (items.error) return <ErrorAlert error={items.error} />;
  if (!items.data) return <LinearProgress />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('partner.items.fields.productName')}</TableCell>
          <TableCell>{translate('partner.items.fields.term')}</TableCell>
          <TableCell align="right">{translate('partner.items.fields.effectivePrice')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.data.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.productName}</TableCell>
            <TableCell>
              {item.term} · {item.billingFrequency}
            </TableCell>
            <TableCell align="right">
              {item.effectivePrice.toFixed(2)} {item.currency}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
