import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton, TableCell, TableHead, TableRow } from '@mui/material';
import {
  DataTableClasses,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useExpandAll,
  useResourceContext,
  useTranslate,
  type DataTableHeadProps,
} from 'react-admin';
import { HiddenColumnLabel } from './HiddenColumnLabel';

/**
 * react-admin's DataTable head for a table whose rows open their details (`expand`), the details column named for
 * screen readers (react-admin leaves its header cell without words). `<DataTable expand={…} head={DetailsDataTableHead}>`.
 */
export function DetailsDataTableHead({ children, className, sx }: DataTableHeadProps) {
  const { expand, expandSingle, hasBulkActions = false } = useDataTableConfigContext();
  const data = useDataTableDataContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className={[className, DataTableClasses.thead].filter(Boolean).join(' ')} sx={sx}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {expand && (
          <TableCell
            padding="none"
            variant="head"
            className={`${DataTableClasses.headerCell} ${DataTableClasses.expandHeader}`}
          >
            <HiddenColumnLabel name="details" />
            {!expandSingle && data ? <ExpandAllButton ids={data.map((record) => record.id)} /> : null}
          </TableCell>
        )}
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPageCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </TableHead>
  );
}

/** react-admin's own (not exported): opens or closes every row's details, for the mouse (rows open one by one too). */
function ExpandAllButton({ ids }: { ids: (string | number)[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [isExpanded, toggleExpanded] = useExpandAll(resource ?? '', ids as string[]);
  if (!resource) return null;
  return (
    <IconButton
      className={
        isExpanded ? `${DataTableClasses.expandIcon} ${DataTableClasses.expanded}` : DataTableClasses.expandIcon
      }
      aria-label={translate(isExpanded ? 'ra.action.close' : 'ra.action.expand')}
      aria-expanded={isExpanded}
      tabIndex={-1}
      aria-hidden="true"
      onClick={toggleExpanded}
      size="small"
    >
      <ExpandMoreIcon fontSize="inherit" />
    </IconButton>
  );
}
