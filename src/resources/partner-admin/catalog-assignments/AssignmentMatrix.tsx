import {
  Box,
  Divider,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  Form,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  useGetList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import { useState } from 'react';
import type { CatalogItem, CompanySummary, CatalogAssignment } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { MoneyField } from '../../../components/Money';
import { ItemProduct } from '../../../features/catalogEditing';
import { itemsResource } from '../../../components/partnerPaths';
import { compareNames } from '../../../../common/rules/name-order';

/** Today in the partner's own time zone (an assignment ending "today" holds until their midnight, not UTC's). */
const today = () => new Date().toLocaleDateString('en-CA');
const isCurrent = (assignment: CatalogAssignment, day: string) =>
  assignment.validFrom <= day && (assignment.validTo == null || assignment.validTo >= day);

/**
 * What one company sees and pays (found by typing its name), then companies × catalogs: a page of companies at a
 * time, searchable, each with the periods of its catalogs.
 */
export function AssignmentMatrix() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <WhatCompanySees />
      <CompanyCatalogMatrix />
    </Box>
  );
}

function WhatCompanySees() {
  const translate = useTranslate();
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <>
      {/* The picker's form holds the picker alone: the prices below bring a search form of their own. */}
      <Form>
        <Typography variant="h6" component="h2">
          {translate('resources.partner-admin/catalog-assignments.sees_title')}
        </Typography>
        <ReferenceInput source="companyId" reference="partner-admin/companies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            optionText="name"
            helperText="resources.partner-admin/catalog-assignments.type_to_find"
            sx={{ maxWidth: 420 }}
            onChange={(value: number | null) => setCompanyId(value ?? null)}
          />
        </ReferenceInput>
      </Form>
      {companyId != null && <ChosenCompanyPrices companyId={companyId} />}
    </>
  );
}

function ChosenCompanyPrices({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const day = today();
  const assignments = useGetList<CatalogAssignment>('partner-admin/catalog-assignments', {
    filter: { companyId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'validFrom', order: 'DESC' },
  });
  if (assignments.error) return <ErrorAlert error={assignments.error} />;
  if (!assignments.data) return <LinearProgress />;
  const current = assignments.data.find((assignment) => isCurrent(assignment, day));
  if (!current)
    return <Typography sx={{ mb: 2 }}>{translate('resources.partner-admin/catalog-assignments.sees_none')}</Typography>;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>
        {translate('resources.partner-admin/catalog-assignments.sees', {
          company: current.companyName,
          catalog: current.catalogName,
        })}
      </Typography>
      <CatalogPrices catalogId={current.catalogId} />
    </Box>
  );
}

/** The visible items of a catalog at their sell prices: searchable, by page. */
function CatalogPrices({ catalogId }: { catalogId: number }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const empty = (
    <ListEmpty
      empty="resources.partner-admin/catalogs.items.empty"
      noMatch="resources.partner-admin/catalogs.items.none_match"
    />
  );
  return (
    <List
      resource={itemsResource(catalogId)}
      filter={{ isVisible: true }}
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('resources.partner-admin/catalogs.items.search')}
        />,
      ]}
      sort={{ field: 'productName', order: 'ASC' }}
      perPage={25}
      title={false}
      actions={false}
      disableSyncWithLocation
      storeKey={false}
      empty={false}
    >
      {isPhone ? (
        <SimpleList<CatalogItem>
          primaryText={(item) => item.productName}
          secondaryText={() => <ItemProduct withName={false} />}
          tertiaryText={() => <MoneyField source="effectivePrice" />}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<CatalogItem> bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="productName" label="resources.partner-admin/catalogs.items.fields.productName">
            <ItemProduct withPublisher />
          </DataTable.Col>
          <DataTable.Col
            source="effectivePrice"
            label="resources.partner-admin/catalogs.items.fields.effectivePrice"
            align="right"
          >
            <MoneyField source="effectivePrice" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function CompanyCatalogMatrix() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('resources.partner-admin/catalog-assignments.matrix')}
      </Typography>
      <List
        resource="partner-admin/companies"
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={translate('resources.partner-admin/companies.search')}
          />,
        ]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        title={false}
        actions={false}
        disableSyncWithLocation
        storeKey="partner-admin/matrix"
        empty={false}
        // A flex item grows to its content: without this the matrix would widen the page instead of scrolling.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <MatrixPage />
      </List>
    </>
  );
}

// The company stays in view while the catalogs scroll by.
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 160 } as const;

/** The shown page of companies × the catalogs they have had: each cell the periods, today's marked. */
function MatrixPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { data: companies } = useListContext<CompanySummary>();
  const ids = (companies ?? []).map((company) => company.id);
  const assignments = useGetList<CatalogAssignment>(
    'partner-admin/catalog-assignments',
    {
      filter: { companyIds: ids },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'validFrom', order: 'ASC' },
    },
    { enabled: ids.length > 0 },
  );
  if (!companies) return <LinearProgress />;
  if (companies.length === 0)
    return (
      <ListEmpty
        empty="resources.partner-admin/companies.empty"
        noMatch="resources.partner-admin/companies.none_match"
      />
    );
  if (assignments.error) return <ErrorAlert error={assignments.error} />;
  const rows = assignments.data ?? [];
  const catalogs = [...new Map(rows.map((row) => [row.catalogId, row.catalogName])).entries()].sort((a, b) =>
    compareNames(a[1], b[1]),
  );
  const day = today();
  const period = (row: CatalogAssignment) => (
    <Box
      key={row.id}
      sx={{ whiteSpace: isPhone ? 'normal' : 'nowrap', fontWeight: isCurrent(row, day) ? 600 : undefined }}
    >
      {isPhone && `${row.catalogName}: `}
      <DateField record={row} source="validFrom" /> →{' '}
      <DateField
        record={row}
        source="validTo"
        emptyText={translate('resources.partner-admin/catalog-assignments.no_end')}
      />
      {isCurrent(row, day) && ` · ${translate('resources.partner-admin/catalog-assignments.today')}`}
    </Box>
  );
  if (isPhone)
    return (
      <Stack
        divider={<Divider flexItem />}
        spacing={1}
        sx={{ py: 1 }}
        aria-label={translate('resources.partner-admin/catalog-assignments.matrix')}
      >
        {companies.map((company) => (
          <Box key={company.id}>
            <Typography sx={{ fontWeight: 500 }}>{company.name}</Typography>
            <Typography variant="body2" component="div" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
              {rows.filter((row) => row.companyId === company.id).map(period)}
            </Typography>
          </Box>
        ))}
        {assignments.isPending && ids.length > 0 && <LinearProgress />}
      </Stack>
    );
  return (
    // A matrix is as wide as its catalogs: it scrolls sideways within its box, the page does not.
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('resources.partner-admin/catalog-assignments.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyColumn}>
              {translate('resources.partner-admin/catalog-assignments.fields.companyId')}
            </TableCell>
            {/* What each company has today, before the catalogs it has had: at 20 catalogs a row looked empty
                until scrolled to its catalog's column. */}
            <TableCell>{translate('resources.partner-admin/catalog-assignments.catalog_today')}</TableCell>
            {catalogs.map(([id, name]) => (
              <TableCell key={id}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.id}>
              <TableCell component="th" scope="row" sx={stickyColumn}>
                {company.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {rows.find((row) => row.companyId === company.id && isCurrent(row, day))?.catalogName ?? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {translate('resources.partner-admin/catalog-assignments.no_catalog_today')}
                  </Typography>
                )}
              </TableCell>
              {catalogs.map(([catalogId]) => (
                <TableCell key={catalogId}>
                  {rows.filter((row) => row.companyId === company.id && row.catalogId === catalogId).map(period)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {assignments.isPending && ids.length > 0 && <LinearProgress />}
    </Box>
  );
}
