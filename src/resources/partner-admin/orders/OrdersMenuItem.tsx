import { Badge, Box } from '@mui/material';
import { Menu, useGetList, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../../components/HiddenColumnLabel';
import type { ResourceEntryProps } from '../../../layout/ResourceMenuGroup';

/** The menu's "Customer orders": the orders waiting for a decision counted on the icon, and in words in its name. */
export function OrdersMenuItem({ name, leftIcon, primaryText, ...entry }: ResourceEntryProps) {
  const translate = useTranslate();
  // Read again on each page: react-admin's list cache.
  const { total: pending = 0 } = useGetList(name, {
    filter: { status: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  // The label alone fits the menu's width and the badge shows the count; a screen reader reads both in words. Its
  // name comes from its text, not from an aria-label, which would differ from what is seen ("1 Customer orders").
  return (
    <Menu.Item
      {...entry}
      primaryText={
        pending > 0 ? (
          <>
            <span aria-hidden="true">{primaryText}</span>
            <Box component="span" sx={visuallyHidden}>
              {translate('partner.menu.orders_pending', { smart_count: pending })}
            </Box>
          </>
        ) : (
          primaryText
        )
      }
      leftIcon={
        <Badge badgeContent={pending} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          {leftIcon}
        </Badge>
      }
    />
  );
}
