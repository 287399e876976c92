import { Badge } from '@mui/material';
import { Menu, useGetList, useTranslate } from 'react-admin';
import type { ResourceEntryProps } from '../../../layout/ResourceMenuGroup';

/** The menu's "Customer orders": the orders waiting for a decision counted on the icon, and in words in its name. */
export function OrdersMenuItem({ name, leftIcon, ...entry }: ResourceEntryProps) {
  const translate = useTranslate();
  // Read again on each page: react-admin's list cache.
  const { total: pending = 0 } = useGetList(name, {
    filter: { status: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Menu.Item
      {...entry}
      // The label alone fits the menu's width; the badge shows the count, which the name reads first, as it is seen.
      aria-label={pending > 0 ? translate('partner.menu.orders_pending', { smart_count: pending }) : undefined}
      leftIcon={
        <Badge badgeContent={pending} color="error" max={99}>
          {leftIcon}
        </Badge>
      }
    />
  );
}
