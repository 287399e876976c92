// react-admin's pages for a refused or failed authentication, loaded only when shown (see PortalAdmin.tsx).
export { AccessDenied, AuthenticationError } from 'react-admin';
