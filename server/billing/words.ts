// An invoice's words, in its language (the billing profile's): line descriptions, and what the documents print.
import type { ChargeKind } from '../../common/domain';

type Language = 'en' | 'fr';

const kindWords: Record<Language, Record<ChargeKind, string>> = {
  en: {
    purchase: 'new subscription',
    renewal: 'renewal',
    cycle: 'billing period',
    seats_added: 'seats added',
    seats_removed: 'seats removed (refund)',
    cancellation: 'cancellation (refund)',
    reactivation: 'reactivation',
    adjustment: 'correction',
  },
  fr: {
    purchase: 'nouvel abonnement',
    renewal: 'renouvellement',
    cycle: 'période de facturation',
    seats_added: 'licences ajoutées',
    seats_removed: 'licences retirées (remboursement)',
    cancellation: 'résiliation (remboursement)',
    reactivation: 'réactivation',
    adjustment: 'correction',
  },
};

/** "Microsoft 365 E3: seats added (21 of 31 days)"; a whole period says no days. */
export function lineDescription(
  language: Language,
  line: { product: string; kind: ChargeKind; days: number; periodDays: number; note?: string | null },
) {
  const words = kindWords[language][line.kind];
  const days =
    line.days === line.periodDays
      ? ''
      : language === 'fr'
        ? ` (${line.days} jours sur ${line.periodDays})`
        : ` (${line.days} of ${line.periodDays} days)`;
  return `${line.product}${language === 'fr' ? ' : ' : ': '}${words}${days}`;
}

export const creditNoteLineDescription = (language: Language, original: string, reason: string) =>
  language === 'fr' ? `Avoir : ${original} (${reason})` : `Credit: ${original} (${reason})`;
