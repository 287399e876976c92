import type { MouseEvent, ReactNode } from 'react';
import { Link, useRecordContext, type Identifier, type RaRecord } from 'react-admin';

/**
 * A row's main text as a link to where a click on the row goes: a DataTable's `rowClick` answers the mouse only,
 * the link lets the keyboard (Tab, Enter) and screen readers open the record too.
 * `<DataTable.Col source="name"><RowLink source="name" to={(id) => `/companies/${id}`} /></DataTable.Col>`
 */
export function RowLink({
  source,
  to,
  children,
}: {
  source: string;
  to: (id: Identifier) => string;
  /** The link's words when the field's value is not them (a month written out). */
  children?: ReactNode;
}) {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return (
    // The row's own click handler would navigate a second time.
    <Link to={to(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {children ?? String(record[source] ?? '')}
    </Link>
  );
}
