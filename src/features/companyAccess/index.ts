export { CompanyPeople, StatusChip } from './CompanyPeople';
export { PersonPickerInput } from './PersonPickerInput';
export { ReasonContent } from './ReasonContent';
export { personCompaniesKey, useAccessChanged } from './useAccessChanged';
