import { LinearProgress } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, Link, ReferenceManyField, SimpleList, useRecordContext } from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { CatalogAssignment } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ListError } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { CompanySection, MorePages, NoneYet, flushListSx } from './CompanySection';

const noEnd = 'resources.partner-admin/catalog-assignments.no_end';
const catalogOf = (assignment: CatalogAssignment) => partnerPaths.catalog(assignment.catalogId);

/** The catalogs assigned to the customer, oldest first, with when; each opens its catalog. */
export function CompanyCatalogs() {
  const isPhone = useIsPhone();
  return (
    <CompanySection title="resources.partner-admin/companies.assignments">
      {/* GET /catalog/partner/catalog-assignments?filter={"companyId":<the company>} */}
      <ReferenceManyField
        reference="partner-admin/catalog-assignments"
        target="companyId"
        sort={{ field: 'validFrom', order: 'ASC' }}
        perPage={10}
        loading={<LinearProgress />}
        error={<ListError />}
        pagination={<MorePages />}
      >
        {isPhone ? (
          <SimpleList<CatalogAssignment>
            sx={flushListSx}
            primaryText={(assignment) => assignment.catalogName}
            secondaryText={() => (
              <>
                <DateField source="validFrom" /> – <DateField source="validTo" emptyText={noEnd} />
              </>
            )}
            rowClick={(_id, _resource, assignment) => catalogOf(assignment as CatalogAssignment)}
            empty={<NoneYet />}
          />
        ) : (
          <DataTable<CatalogAssignment>
            bulkActionButtons={false}
            rowClick={(_id, _resource, assignment) => catalogOf(assignment)}
            empty={<NoneYet />}
          >
            <DataTable.Col source="catalogName">
              <CatalogLink />
            </DataTable.Col>
            <DataTable.Col source="validFrom">
              <DateField source="validFrom" />
            </DataTable.Col>
            <DataTable.Col source="validTo" disableSort>
              <DateField source="validTo" emptyText={noEnd} />
            </DataTable.Col>
          </DataTable>
        )}
      </ReferenceManyField>
    </CompanySection>
  );
}

/** The assignment's catalog, as a link the keyboard reaches too (the row's click answers the mouse only). */
function CatalogLink() {
  const assignment = useRecordContext<CatalogAssignment>();
  if (!assignment) return null;
  return (
    // The row's own click handler would navigate a second time.
    <Link to={catalogOf(assignment)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {assignment.catalogName}
    </Link>
  );
}
