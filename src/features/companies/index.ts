export { CompanyList } from './CompanyList';
