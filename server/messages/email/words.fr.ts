// What the emails say in French: the same kinds and places as words.en.ts.
import type { EmailWords, WordContext } from './words.en';

const seats = (count: unknown, c: WordContext) => `${c.count(count)} ${Number(count) === 1 ? 'licence' : 'licences'}`;
const inDays = (days: unknown, c: WordContext) =>
  Number(days) === 0 ? 'aujourd’hui' : Number(days) === 1 ? 'demain' : `dans ${c.count(days)} jours`;

export const fr: EmailWords = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signOff: 'Cordialement,',
  whyPerson: (brand) => `Vous recevez cet e-mail parce que vous avez un compte sur le portail de ${brand}.`,
  settings: 'Choisir les e-mails que vous recevez',
  whyInvoiceAddress: (brand) =>
    `Vous recevez cet e-mail parce que cette adresse reçoit les factures de ${brand} pour votre société. Pour changer les adresses, demandez-le à ${brand}.`,
  whyAddress: (brand) =>
    `Vous recevez cet e-mail parce que ${brand} envoie ses rappels de renouvellement à cette adresse. Pour ne plus les recevoir, demandez-le à ${brand}.`,
  lines: {
    product: 'Produit',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    orderTotal: 'Total de la commande',
  },
  decision: {
    order_approved: (brand) => `Note de ${brand}`,
    order_rejected: (brand) => `Motif donné par ${brand}`,
  },
  digest: {
    subject: (actor) => `Autres nouvelles des actions de ${actor}`,
    lead: (actor, minutes) =>
      `${actor} a fait plusieurs changements en peu de temps ; plutôt qu’un e-mail chacun, les voici ensemble (envoyés au plus toutes les ${minutes} minutes).`,
    action: 'Ouvrir le portail',
  },
  kinds: {
    renewal_reminder: {
      subject: (p, c) => `${p.product} ${p.autoRenew ? 'se renouvelle' : 'prend fin'} le ${c.day(p.termEnd)}`,
      lead: (p, c) =>
        p.autoRenew
          ? `${p.product} de ${p.company}, ${seats(p.quantity, c)}, se renouvelle automatiquement le ${c.day(p.termEnd)} (${inDays(p.daysLeft, c)}). Pour changer ses licences pour la nouvelle période, ou pour le laisser prendre fin, faites-le dans le portail avant cette date.`
          : `${p.product} de ${p.company}, ${seats(p.quantity, c)}, prend fin le ${c.day(p.termEnd)} (${inDays(p.daysLeft, c)}) : le renouvellement automatique est désactivé. Pour le garder, activez le renouvellement automatique dans le portail avant cette date.`,
      action: 'Ouvrir l’abonnement',
    },
    subscription_renewed: {
      subject: (p, c) => `${p.product} renouvelé jusqu’au ${c.day(p.termEnd)}`,
      lead: (p, c) =>
        `${p.product} de ${p.company} est renouvelé pour une nouvelle période, jusqu’au ${c.day(p.termEnd)} : ${seats(p.quantity, c)} à ${c.money(p.unitPrice, p.currency)} la licence.`,
      action: 'Ouvrir l’abonnement',
    },
    subscription_expired: {
      subject: (p) => `${p.product} a pris fin`,
      lead: (p, c) =>
        `${p.product} de ${p.company} a pris fin le ${c.day(p.termEnd)} : le renouvellement automatique était désactivé. Pour l’utiliser à nouveau, commandez-le dans le catalogue.`,
      action: 'Ouvrir l’abonnement',
    },
    subscription_activated: {
      subject: (p) => `${p.product} est actif`,
      lead: (p, c) => `${p.product} de ${p.company} est actif, avec ${seats(p.quantity, c)}.`,
      action: 'Ouvrir l’abonnement',
    },
    subscription_not_done: {
      subject: (p) =>
        p.abandoned
          ? `${p.product} : votre partenaire a retiré une demande`
          : `${p.product} : Microsoft a refusé une modification`,
      lead: (p, c) =>
        p.abandoned
          ? `${c.brand} a retiré une demande concernant ${p.product} de ${p.company} avant que Microsoft ne la prenne. Rien n’a été facturé, et l’abonnement est tel qu’il était.`
          : `Microsoft a refusé une modification de ${p.product} de ${p.company} : ${p.reason} Rien n’a été facturé, et l’abonnement est tel qu’il était avant la modification.`,
      action: 'Ouvrir l’abonnement',
    },
    order_placed: {
      subject: (p) =>
        p.waits ? `Commande ${p.number} reçue : elle attend une approbation` : `Commande ${p.number} confirmée`,
      lead: (p, c) =>
        p.waits
          ? `Merci : nous avons bien reçu votre commande ${p.number} pour ${p.company}, d’un montant de ${c.money(p.total, p.currency)}. Elle attend l’approbation de ${c.brand} ; nous vous écrirons dès qu’elle sera décidée. D’ici là, vous pouvez l’annuler dans le portail.`
          : `Merci : votre commande ${p.number} pour ${p.company}, d’un montant de ${c.money(p.total, p.currency)}, est passée : Microsoft la met en place, et nous vous écrirons dès qu’elle sera active.`,
      action: 'Ouvrir la commande',
    },
    order_awaits_approval: {
      subject: (p) => `La commande ${p.number} attend votre approbation`,
      lead: (p, c) =>
        `${p.company} a passé la commande ${p.number} d’un montant de ${c.money(p.total, p.currency)}. Approuvez-la ou refusez-la dans le portail : le client attend votre décision.`,
      action: 'Examiner la commande',
    },
    order_approved: {
      subject: (p) => `Commande ${p.number} approuvée`,
      lead: (p) =>
        `Bonne nouvelle : votre commande ${p.number} pour ${p.company} a été approuvée : Microsoft la met en place, et nous vous écrirons dès qu’elle sera active.`,
      action: 'Ouvrir la commande',
    },
    order_rejected: {
      subject: (p) => `Commande ${p.number} refusée`,
      lead: (p) => `Votre commande ${p.number} pour ${p.company} a été refusée. Rien n’a été modifié.`,
      action: 'Ouvrir la commande',
    },
    order_cancelled: {
      subject: (p) => `Commande ${p.number} annulée`,
      lead: (p) =>
        `La commande ${p.number} de ${p.company} a été annulée par le client avant toute décision : il n’y a plus rien à décider.`,
      action: 'Ouvrir la commande',
    },
    access_expiring: {
      subject: (p, c) => `L’accès à ${p.company} prend fin le ${c.day(p.expiresOn)}`,
      lead: (p, c) =>
        `L’accès de ${p.person} à ${p.company} prend fin le ${c.day(p.expiresOn)}. Demandez au support de le prolonger s’il est encore utile.`,
      action: 'Ouvrir le portail',
    },
    access_granted: {
      subject: (p) => `Vous avez désormais accès à ${p.company}`,
      lead: (p, c) =>
        `${p.by} vous a donné accès à ${p.company} en tant que ${p.role === 'viewer' ? 'lecteur (lecture seule)' : 'membre'}${p.expiresOn ? `, jusqu’au ${c.day(p.expiresOn)}` : ''}.${p.reason ? ` Motif : ${p.reason}` : ''}`,
      action: 'Ouvrir le portail',
    },
    access_revoked: {
      subject: (p) => `Votre accès à ${p.company} a pris fin`,
      lead: (p) =>
        `${p.by} a mis fin à votre accès à ${p.company}.${p.reason ? ` Motif : ${p.reason}.` : ''} Si vous en avez encore besoin, demandez-le à votre administrateur.`,
      action: 'Voir vos sociétés',
    },
    invoice_issued: {
      subject: (p) => `Facture ${p.number} de ${p.seller}`,
      lead: (p, c) =>
        `Veuillez trouver ci-jointe la facture ${p.number} de ${p.company}, ${c.money(p.total, p.currency)} TTC, pour ${p.period}, à régler le ${c.day(p.dueOn)}. Ses lignes, chacune avec le changement qui l’a causée, sont dans le portail.`,
      action: 'Ouvrir la facture',
    },
    credit_note_issued: {
      subject: (p) => `Avoir ${p.number} de ${p.seller}`,
      lead: (p, c) =>
        `Veuillez trouver ci-joint l’avoir ${p.number} de ${p.company}, ${c.money(p.total, p.currency)} TTC, qui corrige la facture ${p.creditFor}.`,
      action: 'Ouvrir l’avoir',
    },
  },
};
