// Names in the order people read them, one rule for both halves: "Contoso 2" before "Contoso 10", "émile" beside
// "Emile", letter case aside. The database sorts its long lists by the same rule (natural_sort_key, migrations 0020
// and 0024); what is sorted in code (a matrix's catalogs, a reconciliation's customers) sorts with this.
const names = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** `rows.sort((a, b) => compareNames(a.name, b.name))`. */
export const compareNames = (a: string, b: string) => names.compare(a, b);
