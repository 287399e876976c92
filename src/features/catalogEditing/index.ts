export { CatalogInputs, withoutEmptyFields } from './CatalogInputs';
export { CatalogItems } from './CatalogItems';
export { ItemProduct, useDescribeTerm } from './ItemFields';
export { PriceSheetPicker, type ChosenSheets } from './PriceSheetPicker';
export { isMarkupPercent, isPrice, readAmount, readPercent } from './amounts';
