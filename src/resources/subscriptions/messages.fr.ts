import { refundWindowDays } from '../../../common/rules/refund-window';
import type { en } from './messages.en';

export const fr: typeof en = {
  subscriptions: {
    name: 'Abonnement |||| Abonnements',
    empty: 'Aucun abonnement pour l’instant.',
    browse: 'Parcourez le catalogue pour en acheter un.',
    none_match: 'Aucun abonnement ne correspond à votre recherche ou à vos filtres.',
    fields: {
      currency: 'Devise',
      productName: 'Produit',
      quantity: 'Quantité',
      status: 'Statut',
      termStart: 'Début de période',
      termEnd: 'Fin de période',
      term: 'Durée',
      billingFrequency: 'Facturation',
      autoRenew: 'Renouvellement auto',
      monthlyCost: 'Coût mensuel',
      unitPrice: 'Prix unitaire',
      publisher: 'Éditeur',
      scheduledNextTermQuantity: 'Quantité à la prochaine période',
      productId: 'Produit',
      renewingWithinDays: 'Renouvelés sous',
      supplierSubscriptionId: 'ID d’abonnement Microsoft',
    },
    phone: {
      per_month: '%{amount} par mois',
      renews: 'Se renouvelle le %{date}',
      ends: 'Se termine le %{date}',
      ended: 'Terminé le %{date}',
    },
    filters: { search: 'Rechercher des abonnements', days: '%{days} jours' },
    status: {
      pending: 'En attente',
      active: 'Actif',
      suspended: 'Suspendu',
      cancelled: 'Résilié',
      expired: 'Expiré',
    },
    supplier: {
      waiting: 'En attente de Microsoft',
      refused: 'Refusé par Microsoft',
      waiting_notice:
        'En attente de Microsoft : votre modification est en route vers Microsoft. Cela prend d’ordinaire quelques secondes, et cette page se met à jour d’elle-même. Rien n’est perdu si cela prend plus longtemps.',
      refused_notice:
        'Microsoft a refusé la dernière modification : %{reason} Rien n’a été facturé, et l’abonnement est tel qu’il était avant la modification.',
      not_yet: 'Attribué une fois l’abonnement provisionné par Microsoft',
      copy: 'Copier l’ID d’abonnement Microsoft',
      copied: 'L’ID d’abonnement Microsoft est copié',
      reasons: {
        not_at_microsoft: 'Microsoft ne détient pas encore cet abonnement.',
        order_cancelled: 'Microsoft a annulé la commande.',
        abandoned: 'Votre partenaire a retiré la demande avant que Microsoft ne la prenne.',
        '20002': 'Microsoft ne connaît pas votre société comme cliente de votre partenaire.',
        '800004': 'Microsoft ne vend pas cette offre.',
        '2002': 'Microsoft n’autorise pas ce nombre de licences pour ce produit.',
        '800090': `Des licences ne peuvent être retirées que dans les ${refundWindowDays} jours suivant leur ajout.`,
        '800096': `L’abonnement ne peut être résilié que dans les ${refundWindowDays} jours suivant son achat ou son renouvellement.`,
        '800091':
          'Microsoft tient cet abonnement pour suspendu : il ne peut changer tant que la suspension n’est pas levée.',
        '2011': 'Microsoft tient cet abonnement pour terminé.',
        '20003': 'Microsoft ne détient plus cet abonnement.',
      },
    },
    terms: { P1M: '1 mois', P1Y: '1 an', P3Y: '3 ans' },
    frequencies: { monthly: 'Mensuelle', annual: 'Annuelle', triennial: 'Tous les 3 ans' },
    history: {
      changed: '%{value} (avant : %{before})',
      seat_count: '%{count} licence |||| %{count} licences',
      drift_field: {
        quantity: 'quantité',
        status: 'statut',
        autoRenew: 'renouvellement automatique',
        termEnd: 'fin de période',
        subscription: 'l’abonnement',
      },
      drift_value: { true: 'activé', false: 'désactivé', missing: 'non détenu' },
      subscription: {
        quantity_changed: 'Quantité passée de %{from} à %{to}',
        quantity_scheduled: '%{to} licences planifiées pour la prochaine période (actuellement %{from})',
        cancelled: 'Résilié',
        reactivated: 'Réactivé',
        suspended: 'Suspendu par votre partenaire : %{reason}',
        lifted: 'Suspension levée : de nouveau actif',
        refused_by_microsoft: 'Refusé par Microsoft, annulé : %{description}',
        drift_found: 'Diffère chez Microsoft : %{fieldName} y est %{supplierWord}, ici %{portalWord}',
        drift_gone: 'De nouveau en accord avec Microsoft : %{fieldName}',
        drift_took_microsoft: 'Valeur de Microsoft reprise : %{fieldName} %{supplierWord} (avant : %{portalWord})',
        drift_sent_ours: 'Envoyé à Microsoft : %{fieldName} %{portalWord} (Microsoft avait %{supplierWord})',
        imported: 'Importé depuis Microsoft, où il a été acheté',
        request_abandoned: 'Demande à Microsoft abandonnée : le changement est annulé',
        reconciled: 'Surcoût de Microsoft ajouté à la prochaine facture',
        auto_renew_on: 'Renouvellement automatique activé',
        auto_renew_off: 'Renouvellement automatique désactivé',
        created: 'Créé',
        renewed: 'Renouvelé jusqu’au %{termEnd} : %{seats}, prix unitaire %{price}',
        expired: 'Expiré à la fin de sa période (renouvellement automatique désactivé)',
        activated: 'Activé',
      },
    },
    show: {
      order_again: 'Commander à nouveau',
      history: 'Historique',
      no_history: 'Aucune modification pour l’instant.',
      usage: 'Utilisation',
      no_usage: 'Aucune utilisation enregistrée.',
      assigned: 'Licences attribuées',
      active: 'Licences actives',
      scheduled: '%{quantity} licences à partir de la prochaine période',
    },
    done: {
      quantity_now: 'Désormais %{count} licence |||| Désormais %{count} licences',
      quantity_now_schedule_removed:
        'Désormais %{count} licence ; la modification planifiée pour la prochaine période est supprimée |||| Désormais %{count} licences ; la modification planifiée pour la prochaine période est supprimée',
      quantity_scheduled:
        '%{count} licence à partir de la prochaine période |||| %{count} licences à partir de la prochaine période',
      cancelled: 'L’abonnement est résilié',
      reactivated: 'L’abonnement est de nouveau actif',
      auto_renew_on: 'L’abonnement sera renouvelé à la fin de sa période',
      auto_renew_off: 'L’abonnement se terminera avec sa période',
      auto_renew_off_schedule_removed:
        'L’abonnement se terminera avec sa période ; la modification planifiée pour la prochaine période est supprimée',
    },
    actions: {
      keep: 'Ne rien changer',
      suspended: 'Votre partenaire a suspendu cet abonnement : demandez-lui de lever la suspension.',
      quantity: 'Modifier la quantité',
      quantity_title: 'Modifier la quantité : %{product}',
      effect_increase:
        '%{count} licence de plus, dès maintenant : %{amount} de plus par mois. |||| %{count} licences de plus, dès maintenant : %{amount} de plus par mois.',
      effect_decrease:
        '%{count} licence de moins, dès maintenant : %{amount} de moins par mois, remboursés. |||| %{count} licences de moins, dès maintenant : %{amount} de moins par mois, remboursés.',
      effect_scheduled:
        'À partir de la prochaine période (%{date}) : %{count} licence, %{total} par mois. |||| À partir de la prochaine période (%{date}) : %{count} licences, %{total} par mois.',
      refundable: '%{count} licences peuvent encore être retirées maintenant, jusqu’au %{date}.',
      not_refundable:
        'Aucune licence ne peut être retirée maintenant : une baisse doit être planifiée pour la prochaine période.',
      schedule: 'Planifier pour la prochaine période',
      schedule_needs_auto_renew:
        'La planification pour la prochaine période exige le renouvellement automatique ; il est désactivé.',
      clears_schedule:
        'Une modification immédiate supprime celle planifiée pour la prochaine période (%{quantity} licences).',
      must_schedule:
        'Cette baisse dépasse ce qui peut être retiré maintenant : planifiez-la pour la prochaine période.',
      bounds: 'Entre %{min} et %{max}.',
      apply: 'Appliquer',
      cancel: 'Résilier l’abonnement',
      cancel_title: 'Résilier %{product} ?',
      cancel_content:
        'L’abonnement s’arrête et le renouvellement automatique est désactivé. Vous pouvez le réactiver jusqu’à la fin de sa période.',
      cancel_content_final:
        'L’abonnement s’arrête définitivement : Microsoft ne rétablit pas un abonnement résilié. Pour utiliser de nouveau le produit, commandez-le à nouveau.',
      cancel_until: 'Résiliable jusqu’au %{date}.',
      not_cancellable:
        'Cet abonnement ne peut plus être résilié (délai clos le %{date}) ; désactivez le renouvellement automatique pour qu’il se termine avec sa période.',
      not_cancellable_ending:
        'Cet abonnement ne peut plus être résilié (délai clos le %{date}) ; sans renouvellement automatique, il se termine avec sa période le %{end}.',
      reactivate: 'Réactiver',
      reactivate_title: 'Réactiver %{product} ?',
      reactivate_content: 'L’abonnement redevient actif jusqu’à la fin de sa période.',
      auto_renew_on: 'Activer le renouvellement automatique',
      auto_renew_off: 'Désactiver le renouvellement automatique',
      auto_renew_on_content: 'L’abonnement sera renouvelé à la fin de sa période.',
      auto_renew_off_content: 'L’abonnement se terminera avec sa période ; une modification planifiée est supprimée.',
      viewer: 'Vous pouvez consulter les abonnements de cette société mais pas les modifier.',
    },
  },
};
