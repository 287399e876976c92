// The demo's notifications: a renewal reminder to every customer, an announcement to two, a maintenance notice.
import { subDays } from 'date-fns';
import type { Db } from './client';
import * as t from './schema';

type DemoCompanies = {
  now: Date;
  partnerAdminId: number;
  /** The demo companies' ids by their key. */
  companyIds: Record<string, number>;
  customerKeys: readonly string[];
};

export async function seedDemoNotifications(db: Db, { now, partnerAdminId, companyIds, customerKeys }: DemoCompanies) {
  const [reminder, announcement, maintenance] = await db
    .insert(t.notifications)
    .values([
      {
        kind: 'renewal_reminder',
        // It goes to subscriptions that renew and to those that end (auto-renew off): words true of both.
        title: 'Your subscription’s term ends soon',
        body: 'Review its seats and its auto-renew setting before the end of its term.',
        titleFr: 'La période de votre abonnement se termine bientôt',
        bodyFr: 'Vérifiez ses licences et son renouvellement automatique avant la fin de sa période.',
        leadTimesDays: [30, 7, 1],
        includeAutoRenewOff: true,
        recipients: ['renewals@contoso.example'],
        createdBy: partnerAdminId,
        publishedAt: subDays(now, 30),
      },
      {
        kind: 'announcement',
        title: 'New: Copilot add-ons are available',
        body: 'Ask us about adding AI assistants to your Microsoft 365 plans.',
        titleFr: 'Nouveau : les modules Copilot sont disponibles',
        bodyFr: 'Demandez-nous comment ajouter des assistants IA à vos offres Microsoft 365.',
        createdBy: partnerAdminId,
        publishedAt: subDays(now, 5),
      },
      {
        kind: 'announcement',
        title: 'Planned maintenance on Saturday',
        body: 'The portal will be read-only between 02:00 and 04:00 UTC.',
        createdBy: partnerAdminId,
        publishedAt: subDays(now, 1),
      },
    ])
    .returning();
  await db
    .insert(t.notificationTargets)
    .values([
      ...customerKeys.map((key) => ({ notificationId: reminder!.id, companyId: companyIds[key]! })),
      { notificationId: announcement!.id, companyId: companyIds.fabrikam! },
      { notificationId: announcement!.id, companyId: companyIds.northwind! },
      ...customerKeys.map((key) => ({ notificationId: maintenance!.id, companyId: companyIds[key]! })),
    ]);
}
