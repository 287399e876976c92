import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import BuildIcon from '@mui/icons-material/Build';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Menu, useTranslate } from 'react-admin';
import { partnerPaths } from './paths';

const entries = [
  { key: 'catalogs', to: partnerPaths.catalogs, icon: <LibraryBooksIcon /> },
  { key: 'builder', to: partnerPaths.builder, icon: <BuildIcon /> },
  { key: 'assignments', to: partnerPaths.assignments, icon: <AssignmentIcon /> },
  { key: 'companies', to: partnerPaths.companies, icon: <CorporateFareIcon /> },
  { key: 'orders', to: partnerPaths.orders, icon: <ReceiptIcon /> },
  { key: 'notifications', to: partnerPaths.notifications, icon: <NotificationsIcon /> },
];

/** The partner-admin entries of the side menu (PartnerMenuItems shows them to partner administrators only). */
export function PartnerMenuEntries() {
  const translate = useTranslate();
  return entries.map(({ key, to, icon }) => (
    <Menu.Item key={key} to={to} primaryText={translate(`partner.menu.${key}`)} leftIcon={icon} />
  ));
}
