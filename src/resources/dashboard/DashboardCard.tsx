import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled card of the dashboard. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
