import { LinearProgress } from '@mui/material';
import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { PartnerOrder } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ListError } from '../../../components/ErrorAlert';
import { MoneyField } from '../../../components/Money';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { RowLink } from '../../../components/RowLink';
import { partnerPaths } from '../../../components/partnerPaths';
import { CompanySection, MorePages, NoneYet, flushListSx } from './CompanySection';
import { AmountAndStatus } from '../../../components/AmountAndStatus';

/** The customer's orders, newest first, ten a page; each opens its order. */
export function CompanyOrders() {
  const isPhone = useIsPhone();
  return (
    <CompanySection title="resources.partner-admin/companies.orders">
      {/* GET /partner/orders?filter={"companyId":<the company>}: only this company's, paged by the server. */}
      <ReferenceManyField
        reference="partner-admin/orders"
        target="companyId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        loading={<LinearProgress />}
        error={<ListError />}
        pagination={<MorePages />}
      >
        {isPhone ? (
          <SimpleList<PartnerOrder>
            sx={flushListSx}
            primaryText={(order) => order.number}
            secondaryText={() => <DateField source="createdAt" showTime />}
            rightIcon={() => <AmountAndStatus amount={<MoneyField source="total" />} status={<OrderStatusChip />} />}
            // A real link: `/partner-admin/orders/${id}`, as in the orders' list.
            rowClick="edit"
            empty={<NoneYet />}
          />
        ) : (
          <DataTable<PartnerOrder>
            bulkActionButtons={false}
            rowClick={(id) => partnerPaths.order(id)}
            empty={<NoneYet />}
          >
            <DataTable.Col source="number">
              <RowLink source="number" to={partnerPaths.order} />
            </DataTable.Col>
            <DataTable.Col source="status">
              <OrderStatusChip />
            </DataTable.Col>
            <DataTable.Col source="total" align="right">
              <MoneyField source="total" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" showTime />
            </DataTable.Col>
          </DataTable>
        )}
      </ReferenceManyField>
    </CompanySection>
  );
}
