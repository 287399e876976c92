import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import BuildIcon from '@mui/icons-material/Build';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Fragment } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { MenuSection } from '../../layout/MenuSection';
import { partnerPaths } from './paths';

// Two groups: the customers and what reaches them, then the catalogs they buy from.
const groups = [
  {
    label: 'partner.menu.customers_group',
    entries: [
      { key: 'companies', to: partnerPaths.companies, icon: <CorporateFareIcon /> },
      { key: 'orders', to: partnerPaths.orders, icon: <ReceiptIcon /> },
      { key: 'notifications', to: partnerPaths.notifications, icon: <NotificationsIcon /> },
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
  return groups.map(({ label, entries }) => (
    <Fragment key={label}>
      <MenuSection label={label} />
      {entries.map(({ key, to, icon }) => (
        <Menu.Item key={key} to={to} primaryText={translate(`partner.menu.${key}`)} leftIcon={icon} />
      ))}
    </Fragment>
  ));
}
