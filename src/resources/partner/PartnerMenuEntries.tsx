import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import BuildIcon from '@mui/icons-material/Build';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import OutboxIcon from '@mui/icons-material/Outbox';
import { Badge } from '@mui/material';
import { Fragment, type ReactElement } from 'react';
import { Menu, useGetList, useTranslate } from 'react-admin';
import { MenuSection } from '../../layout/MenuSection';
import { partnerPaths } from '../../components/partnerPaths';

// Two groups: the customers and what reaches them, then the catalogs they buy from.
const groups = [
  {
    label: 'partner.menu.customers_group',
    entries: [
      { key: 'companies', to: partnerPaths.companies, icon: <CorporateFareIcon /> },
      { key: 'orders', to: partnerPaths.orders, icon: <ReceiptIcon /> },
      { key: 'notifications', to: partnerPaths.notifications, icon: <NotificationsIcon /> },
      { key: 'messages', to: partnerPaths.messages, icon: <OutboxIcon /> },
    ],
  },
  {
    label: 'partner.menu.catalogs_group',
    entries: [
      { key: 'catalogs', to: partnerPaths.catalogs, icon: <LibraryBooksIcon /> },
      { key: 'builder', to: partnerPaths.builder, icon: <BuildIcon /> },
      { key: 'templates', to: partnerPaths.templates, icon: <ViewQuiltIcon /> },
      { key: 'assignments', to: partnerPaths.assignments, icon: <AssignmentIcon /> },
    ],
  },
];

/** The partner-admin entries of the side menu, in groups (PartnerMenuItems shows them to partner administrators only). */
export function PartnerMenuEntries() {
  const translate = useTranslate();
  // The orders waiting for a decision, counted on the menu (read again on each page: react-admin's list cache).
  const { total: pending = 0 } = useGetList('partner-admin/orders', {
    filter: { status: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const badged = (key: string, icon: ReactElement) =>
    key === 'orders' && pending > 0 ? (
      <Badge badgeContent={pending} color="error" max={99}>
        {icon}
      </Badge>
    ) : (
      icon
    );
  return groups.map(({ label, entries }) => (
    <Fragment key={label}>
      <MenuSection label={label} />
      {entries.map(({ key, to, icon }) => (
        <Menu.Item
          key={key}
          to={to}
          primaryText={translate(`partner.menu.${key}`)}
          // The badge shows the count; the name says it in words (the label alone fits the menu's width).
          aria-label={
            key === 'orders' && pending > 0
              ? translate('partner.menu.orders_pending', { smart_count: pending })
              : undefined
          }
          leftIcon={badged(key, icon)}
        />
      ))}
    </Fragment>
  ));
}
