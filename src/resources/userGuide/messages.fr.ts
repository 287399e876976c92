import { refundWindowDays } from '../../../common/rules/refund-window';
import type { en } from './messages.en';

export const fr: typeof en = {
  userGuide: {
    title: 'Guide de l’utilisateur',
    contents: 'Sommaire',
    search: 'Rechercher dans le guide',
    no_match: 'Aucune section ne correspond à votre recherche.',
    invoice_examples: {
      caption: 'Ce que le registre facture, ligne par ligne',
      event: 'Ce qui s’est passé',
      computation: 'Calcul',
      amount: 'Montant',
      rows: {
        first_month: {
          event: 'Premier mois, 5 licences à partir du 1er janvier',
          computation: '5 × 10,00\u00a0$',
          amount: '50,00\u00a0$',
        },
        seats_added: {
          event: '2 licences ajoutées le 11 janvier (21 des 31 jours de janvier restants)',
          computation: '2 × 10,00\u00a0$ × 21 / 31',
          amount: '13,55\u00a0$',
        },
        seat_removed: {
          event: '1 licence retirée le 13 janvier, dans le délai de remboursement (19 jours restants)',
          computation: '−1 × 10,00\u00a0$ × 19 / 31',
          amount: '−6,13\u00a0$',
        },
        february: {
          event: 'Février, le mois entier, 6 licences',
          computation: '6 × 10,00\u00a0$',
          amount: '60,00\u00a0$',
        },
        cancellation: {
          event: 'Résiliation le 4 février (25 des 28 jours de février remboursés)',
          computation: '−6 × 10,00\u00a0$ × 25 / 28',
          amount: '−53,57\u00a0$',
        },
        renewal: {
          event: 'Renouvellement : le premier mois du nouvel engagement, entier, au prix du jour du renouvellement',
          computation: 'licences × prix du jour, par ex. 6 × 10,00\u00a0$',
          amount: '60,00\u00a0$',
        },
      },
    },
    sections: {
      dashboard: {
        title: 'Tableau de bord',
        text: 'Le tableau de bord présente la société courante d’un coup d’œil : ses abonnements par statut, les renouvellements dans les 30 et 90 prochains jours, son coût mensuel, son coût sur les 12 derniers mois (chaque mois avec les licences détenues alors : un changement compte à partir de son jour), les dernières commandes et les annonces pour la société.\n\nLes administrateurs partenaires voient aussi les statistiques des catalogues et les dernières modifications de toutes les sociétés.',
      },
      subscriptions: {
        title: 'Abonnements',
        text: 'L’écran Abonnements liste les abonnements de la société courante : produit, quantité, statut, fin de période, renouvellement automatique et coût mensuel. Filtrez par statut, par produit ou par renouvellement sous un nombre de jours, recherchez par produit ou éditeur, triez chaque colonne et exportez la liste en CSV.\n\nOuvrez un abonnement pour voir sa période, son prix, l’historique de ses modifications et son graphique d’utilisation, et pour le modifier.',
      },
      statuses: {
        title: 'Ce que signifie chaque statut',
        text: 'En attente : commandé ; Microsoft le met en place (d’ordinaire en quelques secondes).\n\nActif : en service ; sa quantité et son renouvellement automatique peuvent changer.\n\nSuspendu : arrêté pour l’instant par votre partenaire (une facture impayée, par exemple), et non facturé entre-temps ; son historique dit pourquoi, et seul votre partenaire peut lever la suspension.\n\nRésilié : arrêté par une personne. Une fois l’abonnement chez Microsoft, sa résiliation est définitive : commandez de nouveau le produit.\n\nExpiré : sa période s’est terminée sans renouvellement ; commandez de nouveau le produit.',
      },
      microsoft: {
        title: 'En attente de Microsoft, et les refus de Microsoft',
        text: `Chaque commande et chaque modification (licences, renouvellement automatique, résiliation) part chez Microsoft, qui fournit le logiciel. Tant que Microsoft ne l’a pas prise, l’abonnement et la ligne de commande indiquent « En attente de Microsoft » : cela prend d’ordinaire quelques secondes, et la page se met à jour d’elle-même. Si Microsoft est injoignable, la modification attend et part dès que possible : rien n’est perdu, et rien n’est fait deux fois.\n\nMicrosoft peut refuser une modification, par exemple moins de licences après son délai de ${refundWindowDays} jours. L’abonnement indique alors « Refusé par Microsoft » avec le motif, et il est exactement tel qu’il était avant la modification : rien n’a été facturé. Votre partenaire peut aussi retirer une demande que Microsoft n’a pas pu prendre ; la cloche vous en informe.\n\nLa page d’un abonnement montre l’ID d’abonnement Microsoft une fois l’abonnement provisionné par Microsoft : citez-le à votre partenaire ou à Microsoft au sujet de cet abonnement.`,
      },
      quantity: {
        title: 'Modifier une quantité',
        text: `Ouvrez un abonnement et choisissez « Modifier la quantité ». Une augmentation s’applique immédiatement.\n\nLes licences ajoutées peuvent être retirées avec remboursement pendant ${refundWindowDays} jours : la fenêtre indique combien de licences peuvent encore être retirées et jusqu’à quand. Une baisse plus importante doit être planifiée pour la prochaine période, ce qui exige le renouvellement automatique.\n\nUne modification immédiate supprime celle planifiée pour la prochaine période. La quantité reste entre le minimum et le maximum du produit.`,
      },
      cancellation: {
        title: 'Résilier, réactiver et renouvellement automatique',
        text: 'Un abonnement ne peut être résilié que pendant son délai de résiliation ; ensuite, désactivez le renouvellement automatique pour qu’il se termine avec sa période.\n\nMicrosoft met fin définitivement à un abonnement résilié, et la fenêtre de résiliation le dit : pour utiliser de nouveau le produit, commandez-le à nouveau. Seul un abonnement résilié avant que Microsoft l’ait mis en place peut être réactivé jusqu’à la fin de sa période ; il revient avec le renouvellement automatique activé. Un abonnement suspendu l’a été par votre partenaire : demandez-lui de lever la suspension.\n\nRenouvellement automatique activé : l’abonnement est renouvelé à la fin de sa période. Le désactiver supprime aussi une modification planifiée.\n\nUne personne au rôle lecteur voit les abonnements mais ne peut pas les modifier.',
      },
      catalog: {
        title: 'Catalogue',
        text: 'Le catalogue présente les produits que la société peut acheter, à ses prix. Filtrez par catégorie, éditeur, durée ou fréquence de facturation, ou tapez dans la recherche : les résultats suivent votre saisie.\n\nOuvrez un produit pour voir ses offres (durée, facturation, prix), choisissez-en une, indiquez la quantité et choisissez « Ajouter au panier ».',
      },
      cart: {
        title: 'Panier, vérification et paiement',
        text: 'Le panier garde ses lignes dans ce navigateur, par société, malgré un rechargement ou une connexion ; la déconnexion les oublie, pour que la personne suivante sur un ordinateur partagé ne les voie pas. Modifiez les quantités ou retirez des lignes ; les totaux sont donnés par fréquence de facturation, aux prix que votre société paie aujourd’hui.\n\nLa vérification montre ce qui sera commandé, ce que fera chaque ligne (un nouvel abonnement, ou des licences ajoutées à un abonnement que vous avez), la société et le profil de facturation (celui par défaut est choisi ; choisissez-en un autre au besoin). Une ligne dont le prix a changé depuis son ajout au panier le signale. Les licences ajoutées à un abonnement que vous avez coûtent le prix de sa période en cours, quel que soit le prix du catalogue aujourd’hui ; le prix du catalogue s’applique à un nouvel abonnement, et au vôtre à son renouvellement. Si un prix a changé depuis votre vérification, le paiement le dit et montre les nouveaux prix avant la commande.\n\nAu paiement, indiquez votre référence de bon de commande si vous en avez une : elle part du bon de commande permanent de votre profil de facturation, et la commande, sa page et l’export des commandes la portent. Un profil de facturation peut l’exiger ; le paiement l’attend alors.\n\nLe paiement passe la commande une seule fois, même après deux clics, puis affiche le numéro et le statut de la commande et vide le panier. Déconnecté, connectez-vous d’abord : vous revenez au paiement avec votre panier.',
      },
      orders: {
        title: 'Commandes',
        text: 'L’écran Commandes liste les commandes de la société, les plus récentes d’abord, avec statut, nombre de lignes et total. Filtrez par statut ou par date. Ouvrez une commande pour voir ses lignes. « Commander à nouveau » remet ses lignes dans votre panier, avec leur durée, leur facturation et leur quantité, aux prix du jour ; un produit que votre catalogue ne propose plus est laissé de côté, et l’avis dit combien de lignes l’ont été.\n\nEn attente : attend l’approbation de votre partenaire. Terminée : ses abonnements existent. Refusée : rejetée, avec un motif. Annulée : retirée. Une commande qui a attendu dit qui l’a approuvée, refusée ou annulée, quand et pourquoi.',
      },
      invoices: {
        title: 'Les factures, ligne par ligne',
        text: 'L’écran Factures liste les factures et avoirs de la société, les plus récents d’abord : numéro, dates d’émission et d’échéance, statut (à payer, en retard en rouge, payée, annulée), bon de commande, totaux HT et TTC. Ouvrez-en une pour la lire comme son PDF, et téléchargez le PDF ou un relevé CSV.\n\nUne facture nomme l’émetteur (votre partenaire) et le client (votre profil de facturation : raison sociale, adresse, n° de TVA). Chaque ligne est une charge d’un abonnement : sa désignation, les jours qu’elle couvre, la quantité, le prix unitaire et le montant. Une ligne ouvre son abonnement, et « ce qui l’a causée » ouvre l’événement de l’historique de l’abonnement (une commande, des licences ajoutées ou retirées, un renouvellement, une résiliation). Une période de facturation mensuelle n’a pas d’événement : c’est l’engagement qui continue.\n\nUn changement en cours de période est facturé pour les jours qu’il couvre : quantité × prix unitaire × jours couverts / jours de la période, arrondi une seule fois au centime (le demi-centime s’éloigne de zéro). Les licences retirées pendant le délai de remboursement et une résiliation remboursée sont créditées de la même façon, en lignes négatives. Un renouvellement facture la première période du nouvel engagement, entière, au prix du jour du renouvellement.\n\nSous les lignes : le total HT (la somme des lignes), une ligne de TVA par taux (le taux appliqué à la somme des lignes de ce taux, arrondi une fois) et le total TTC. Sans TVA, la facture dit pourquoi : un client d’un autre pays de l’UE avec un n° de TVA l’autoliquide, un client hors de l’UE est hors du champ de la TVA de l’UE. Une facture émise ne se corrige jamais : un avoir, numéroté dans la même série, s’y réfère.\n\nExemples chiffrés : un engagement d’un an facturé au mois à 10,00 $ la licence par mois, 5 licences à partir du 1er janvier.',
      },
      approvals: {
        title: 'Commandes en attente d’approbation',
        text: 'Votre partenaire peut demander à approuver certaines commandes d’abord (au-delà d’un montant, pour certains produits, ou pour votre société). Le paiement dit alors que la commande attend : rien n’est facturé et aucun abonnement ne change avant son approbation.\n\nVous apprenez la décision dans la cloche en haut, et par e-mail si votre profil le demande ; la page de la commande dit qui a décidé, quand et pourquoi. Tant qu’elle attend, un membre peut l’annuler depuis sa page.',
      },
      notices: {
        title: 'La cloche, les rappels et les e-mails',
        text: 'La cloche en haut compte ce qui vous concerne : un renouvellement à venir, un abonnement renouvelé ou terminé, une commande approuvée ou refusée, un accès qui va prendre fin. Ouvrez-en un pour aller à ce dont il parle ; s’il concerne une autre de vos sociétés, le portail y passe d’abord. « Tout marquer comme lu » vide le compteur.\n\nLes rappels arrivent avant un renouvellement, autant de jours à l’avance que votre partenaire l’a choisi. Les e-mails suivent les choix de votre profil ; la cloche montre toujours tout. Quand une personne fait en quelques minutes beaucoup de choses qui vous concernent, vous recevez quelques e-mails puis un résumé plutôt qu’un par événement. Le lien d’un e-mail ouvre le portail dans la bonne société.',
      },
      companies: {
        title: 'Sociétés',
        text: 'Si vous travaillez pour plusieurs sociétés, passez (switch) à une autre avec le bouton de la société dans la barre du haut. L’écran ouvert montre alors les abonnements, le catalogue, le panier et les commandes de cette société, et votre rôle (membre ou lecteur) s’applique aussitôt. Une page d’une autre de vos sociétés (Retour après un changement, un favori) passe d’elle-même à cette société et vous le dit.\n\nQuand on vous donne accès à une société, ou que votre accès à l’une d’elles prend fin, la cloche en haut vous le dit (et un e-mail, dans votre langue) : qui l’a fait et pourquoi. L’avis d’un nouvel accès ouvre le tableau de bord de cette société ; celui d’un accès terminé, vos sociétés dans votre profil.',
      },
      signing_in: {
        title: 'Se connecter et se déconnecter',
        text: 'Connectez-vous avec votre compte professionnel : « Se connecter avec Microsoft », ou « Utiliser un autre compte » pour en choisir un autre. Seules les personnes connues du portail sont admises : s’il ne trouve pas votre compte, demandez un accès à votre administrateur.\n\nDéconnectez-vous depuis le menu de la personne, en haut à droite. La déconnexion ferme aussi votre compte Microsoft dans ce navigateur : la personne suivante doit dire qui elle est. Après 8 heures, ou quand votre accès prend fin, le portail vous demande de vous reconnecter et dit pourquoi.\n\nPortail resté ouvert sur un autre ordinateur, téléphone perdu ? Dans votre profil, « Me déconnecter de mes autres appareils » ferme aussitôt toutes vos autres sessions ; ce navigateur reste connecté. Le support peut aussi vous déconnecter partout.',
      },
      profile: {
        title: 'Profil, langue et thème',
        text: 'L’écran Profil contient votre nom, les messages que vous recevez, votre langue et votre thème, vos sociétés et l’historique de vos accès. La langue et le thème choisis dans la barre du haut sont aussi gardés dans votre profil : ils vous suivent sur un autre navigateur.',
      },
      refused: {
        title: 'Quand le portail refuse',
        text: '« Accès refusé » : votre rôle dans cette société ne le permet pas (un lecteur ne peut ni commander ni modifier un abonnement), ou votre accès à la société a pris fin ; elle quitte alors votre liste.\n\nUn refus en toutes lettres, près d’un champ ou dans un message, dit quoi changer : une quantité hors limites, un délai de résiliation passé, un prix qui a changé depuis votre vérification.',
      },
    },
  },
};
