// The dashboard's panels, rendered by src/pages/DashboardPage.tsx.
export { CompanyDashboard } from './CompanyDashboard';
export { PartnerDashboard } from './PartnerDashboard';
export { SupportDashboard } from './SupportDashboard';
