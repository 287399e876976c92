// What an email says, in the reader's language. The portal words the same notices itself (the bell), from
// resources.inbox in its i18n; the two speak of the same kinds and params.
import type { NoticeKind } from '../db/schema';

type Params = Record<string, string | number | null>;
type Words = { subject: (p: Params) => string; body: (p: Params) => string };

const english: Record<NoticeKind, Words> = {
  renewal_reminder: {
    subject: (p) => `${p.product} ${p.autoRenew ? 'renews' : 'ends'} on ${p.termEnd}`,
    body: (p) =>
      `${p.title}\n\n${p.product} (${p.quantity} seats) of ${p.company} ${p.autoRenew ? 'renews' : 'ends'} on ${p.termEnd}, in ${p.daysLeft} days.\n${p.message ?? ''}`,
  },
  subscription_renewed: {
    subject: (p) => `${p.product} renewed until ${p.termEnd}`,
    body: (p) =>
      `${p.product} of ${p.company} renewed for a new term until ${p.termEnd}: ${p.quantity} seats at ${p.unitPrice} ${p.currency} each.`,
  },
  subscription_expired: {
    subject: (p) => `${p.product} has expired`,
    body: (p) => `${p.product} of ${p.company} ended on ${p.termEnd}: auto-renew was off. Order it again to keep it.`,
  },
  subscription_activated: {
    subject: (p) => `${p.product} is active`,
    body: (p) => `${p.product} of ${p.company} is active: ${p.quantity} seats.`,
  },
  order_awaits_approval: {
    subject: (p) => `Order ${p.number} awaits your approval`,
    body: (p) =>
      `${p.company} placed order ${p.number} for ${p.total} ${p.currency}. Approve or reject it in the portal.`,
  },
  order_approved: {
    subject: (p) => `Order ${p.number} approved`,
    body: (p) =>
      `Your order ${p.number} for ${p.company} was approved and fulfilled.${p.reason ? ` Note: ${p.reason}` : ''}`,
  },
  order_rejected: {
    subject: (p) => `Order ${p.number} rejected`,
    body: (p) => `Your order ${p.number} for ${p.company} was rejected: ${p.reason}. Nothing was changed.`,
  },
  order_cancelled: {
    subject: (p) => `Order ${p.number} cancelled`,
    body: (p) => `Order ${p.number} of ${p.company} was cancelled by the customer before a decision.`,
  },
  access_expiring: {
    subject: (p) => `Access to ${p.company} ends on ${p.expiresOn}`,
    body: (p) =>
      `${p.person}’s access to ${p.company} ends on ${p.expiresOn}. Ask support to extend it if it is still needed.`,
  },
  access_granted: {
    subject: (p) => `You now have access to ${p.company}`,
    body: (p) =>
      `${p.by} gave you access to ${p.company} as ${p.role === 'viewer' ? 'a viewer (read only)' : 'a member'}${p.expiresOn ? `, until ${p.expiresOn}` : ''}.${p.reason ? ` Reason: ${p.reason}` : ''}`,
  },
  access_revoked: {
    subject: (p) => `Your access to ${p.company} has ended`,
    body: (p) =>
      `${p.by} ended your access to ${p.company}.${p.reason ? ` Reason: ${p.reason}.` : ''} If you still need it, ask your administrator.`,
  },
};

const french: Record<NoticeKind, Words> = {
  renewal_reminder: {
    subject: (p) => `${p.product} ${p.autoRenew ? 'se renouvelle' : 'prend fin'} le ${p.termEnd}`,
    body: (p) =>
      `${p.title}\n\n${p.product} (${p.quantity} licences) de ${p.company} ${p.autoRenew ? 'se renouvelle' : 'prend fin'} le ${p.termEnd}, dans ${p.daysLeft} jours.\n${p.message ?? ''}`,
  },
  subscription_renewed: {
    subject: (p) => `${p.product} renouvelé jusqu’au ${p.termEnd}`,
    body: (p) =>
      `${p.product} de ${p.company} est renouvelé jusqu’au ${p.termEnd} : ${p.quantity} licences à ${p.unitPrice} ${p.currency} l’unité.`,
  },
  subscription_expired: {
    subject: (p) => `${p.product} a expiré`,
    body: (p) =>
      `${p.product} de ${p.company} a pris fin le ${p.termEnd} : le renouvellement automatique était désactivé. Commandez-le à nouveau pour le garder.`,
  },
  subscription_activated: {
    subject: (p) => `${p.product} est actif`,
    body: (p) => `${p.product} de ${p.company} est actif : ${p.quantity} licences.`,
  },
  order_awaits_approval: {
    subject: (p) => `La commande ${p.number} attend votre approbation`,
    body: (p) =>
      `${p.company} a passé la commande ${p.number} de ${p.total} ${p.currency}. Approuvez-la ou refusez-la dans le portail.`,
  },
  order_approved: {
    subject: (p) => `Commande ${p.number} approuvée`,
    body: (p) =>
      `Votre commande ${p.number} pour ${p.company} a été approuvée et exécutée.${p.reason ? ` Note : ${p.reason}` : ''}`,
  },
  order_rejected: {
    subject: (p) => `Commande ${p.number} refusée`,
    body: (p) => `Votre commande ${p.number} pour ${p.company} a été refusée : ${p.reason}. Rien n’a été modifié.`,
  },
  order_cancelled: {
    subject: (p) => `Commande ${p.number} annulée`,
    body: (p) => `La commande ${p.number} de ${p.company} a été annulée par le client avant toute décision.`,
  },
  access_expiring: {
    subject: (p) => `L’accès à ${p.company} prend fin le ${p.expiresOn}`,
    body: (p) =>
      `L’accès de ${p.person} à ${p.company} prend fin le ${p.expiresOn}. Demandez au support de le prolonger s’il est encore utile.`,
  },
  access_granted: {
    subject: (p) => `Vous avez désormais accès à ${p.company}`,
    body: (p) =>
      `${p.by} vous a donné accès à ${p.company} en tant que ${p.role === 'viewer' ? 'lecteur (lecture seule)' : 'membre'}${p.expiresOn ? `, jusqu’au ${p.expiresOn}` : ''}.${p.reason ? ` Motif : ${p.reason}` : ''}`,
  },
  access_revoked: {
    subject: (p) => `Votre accès à ${p.company} a pris fin`,
    body: (p) =>
      `${p.by} a mis fin à votre accès à ${p.company}.${p.reason ? ` Motif : ${p.reason}.` : ''} Si vous en avez encore besoin, demandez-le à votre administrateur.`,
  },
};

export type Locale = 'en' | 'fr';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function emailOf(kind: NoticeKind, rawParams: Params, locale: Locale, link: string | null) {
  const words = (locale === 'fr' ? french : english)[kind];
  // Days as the reader writes them: Dec 20, 2026 / 20 déc. 2026.
  const dayFormat = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const params = Object.fromEntries(
    Object.entries(rawParams).map(([key, value]) => [
      key,
      typeof value === 'string' && isoDay.test(value) ? dayFormat.format(new Date(`${value}T00:00:00Z`)) : value,
    ]),
  );
  const open = link ? `\n\n${locale === 'fr' ? 'Ouvrir dans le portail' : 'Open in the portal'}: ${link}` : '';
  return { subject: words.subject(params), body: `${words.body(params).trim()}${open}\n` };
}

/**
 * The email that gathers what one person's actions sent another beyond the limit (messages/notify.ts): its opening,
 * then a line per email it stands for, appended as they come.
 */
export function digestOf(locale: Locale, actor: string, window: { minutes: number }, link: string) {
  return locale === 'fr'
    ? {
        subject: `Autres nouvelles des actions de ${actor}`,
        body: `${actor} a fait plusieurs changements en peu de temps ; plutôt qu’un e-mail chacun, les voici ensemble (envoyés au plus toutes les ${window.minutes} minutes).\n\nOuvrir dans le portail : ${link}\n`,
        line: (subject: string) => `\n- ${subject}`,
      }
    : {
        subject: `More updates from what ${actor} did`,
        body: `${actor} made several changes in a short time; rather than an email each, here they are together (sent at most every ${window.minutes} minutes).\n\nOpen in the portal: ${link}\n`,
        line: (subject: string) => `\n- ${subject}`,
      };
}
