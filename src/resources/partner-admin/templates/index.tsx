// The catalog templates: `<Resource name="partner-admin/templates" {...templates} />`.
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const TemplateList = lazy(() => import('./TemplateList').then((module) => ({ default: module.TemplateList })));

export const templates = {
  list: (
    <RequireAccess>
      <TemplateList />
    </RequireAccess>
  ),
  icon: ViewQuiltIcon,
  options: { label: 'partner.menu.templates', menuGroup: 'pricing' },
};
