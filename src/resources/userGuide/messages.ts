// The user guide: one section per screen, in English and French (resources.userGuide.*).
export const en = {
  userGuide: {
    title: 'User guide',
    contents: 'Contents',
    search: 'Search the guide',
    no_match: 'No section matches your search.',
    sections: {
      dashboard: {
        title: 'Dashboard',
        text: 'The dashboard shows the current company at a glance: its subscriptions by status, the renewals in the next 30 and 90 days, what it costs per month, its cost over the last 12 months, the latest orders and the announcements for the company.\n\nPartner administrators also see catalog statistics and the latest changes across every company.',
      },
      subscriptions: {
        title: 'Subscriptions',
        text: 'The Subscriptions screen lists the current company’s subscriptions: product, quantity, status, term end, auto-renew and monthly cost. Filter by status, by product or by renewal within a number of days, search by product or publisher, sort any column, and export the list as CSV.\n\nOpen a subscription to see its term, price, history of changes and usage chart, and to change it.',
      },
      statuses: {
        title: 'What each status means',
        text: 'Pending: ordered, not yet running.\n\nActive: running; its quantity and auto-renew can change.\n\nSuspended: stopped for now; it can be reactivated within its term.\n\nCancelled: stopped by a person; it can be reactivated until its term ends.\n\nExpired: its term ended without renewal; order the product again.',
      },
      quantity: {
        title: 'Changing a quantity',
        text: 'Open a subscription and choose “Change quantity”. An increase applies now.\n\nSeats added can be removed with a refund for 7 days: the dialog says how many seats can still be removed now and until when. A larger decrease must be scheduled for the next term, which needs auto-renew on.\n\nA change made now removes a change scheduled for the next term. The quantity stays within the product’s minimum and maximum.',
      },
      cancellation: {
        title: 'Cancelling, reactivating and auto-renew',
        text: 'A subscription can be cancelled only within its cancellation window; afterwards, turn auto-renew off so it ends with its term.\n\nA cancelled or suspended subscription can be reactivated until its term ends.\n\nAuto-renew on: the subscription renews at the end of its term. Turning it off also removes a change scheduled for the next term.\n\nA person with the viewer role sees subscriptions but cannot change them.',
      },
      catalog: {
        title: 'Catalog',
        text: 'The catalog shows the products the company may buy, at its prices. Filter by category, publisher, term or billing frequency, or type in the search box: results follow as you type.\n\nOpen a product to see its offers (term, billing frequency, price), choose one, set the quantity and choose “Add to cart”.',
      },
      cart: {
        title: 'Cart, review and checkout',
        text: 'The cart keeps its lines in this browser, per company, through a reload or a sign-in. Change quantities or remove lines; the totals are given per billing frequency.\n\nReview shows what will be ordered, the company and the billing profile (the default one is chosen; pick another if needed).\n\nCheckout places the order once, even if you click twice, then shows the order number and status and empties the cart. Signed out, sign in first: you come back to checkout with your cart.',
      },
      orders: {
        title: 'Orders',
        text: 'The Orders screen lists the company’s orders, newest first, with status, number of lines and total. Filter by status or by date. Open an order to see its lines.\n\nPending: waiting for approval. Approved: accepted. Completed: its subscriptions exist. Rejected: refused, with a reason. Cancelled: withdrawn.',
      },
      companies: {
        title: 'Companies',
        text: 'If you work for several companies, choose the current one in the bar at the top. Every screen then shows that company’s subscriptions, catalog, cart and orders.',
      },
    },
  },
};

export const fr: typeof en = {
  userGuide: {
    title: 'Guide de l’utilisateur',
    contents: 'Sommaire',
    search: 'Rechercher dans le guide',
    no_match: 'Aucune section ne correspond à votre recherche.',
    sections: {
      dashboard: {
        title: 'Tableau de bord',
        text: 'Le tableau de bord présente la société courante d’un coup d’œil : ses abonnements par statut, les renouvellements dans les 30 et 90 prochains jours, son coût mensuel, son coût sur les 12 derniers mois, les dernières commandes et les annonces pour la société.\n\nLes administrateurs partenaires voient aussi les statistiques des catalogues et les dernières modifications de toutes les sociétés.',
      },
      subscriptions: {
        title: 'Abonnements',
        text: 'L’écran Abonnements liste les abonnements de la société courante : produit, quantité, statut, fin de période, renouvellement automatique et coût mensuel. Filtrez par statut, par produit ou par renouvellement sous un nombre de jours, recherchez par produit ou éditeur, triez chaque colonne et exportez la liste en CSV.\n\nOuvrez un abonnement pour voir sa période, son prix, l’historique de ses modifications et son graphique d’utilisation, et pour le modifier.',
      },
      statuses: {
        title: 'Ce que signifie chaque statut',
        text: 'En attente : commandé, pas encore en service.\n\nActif : en service ; sa quantité et son renouvellement automatique peuvent changer.\n\nSuspendu : arrêté pour l’instant ; il peut être réactivé pendant sa période.\n\nAnnulé : arrêté par une personne ; il peut être réactivé jusqu’à la fin de sa période.\n\nExpiré : sa période s’est terminée sans renouvellement ; commandez de nouveau le produit.',
      },
      quantity: {
        title: 'Modifier une quantité',
        text: 'Ouvrez un abonnement et choisissez « Modifier la quantité ». Une augmentation s’applique immédiatement.\n\nLes licences ajoutées peuvent être retirées avec remboursement pendant 7 jours : la fenêtre indique combien de licences peuvent encore être retirées et jusqu’à quand. Une baisse plus importante doit être planifiée pour la prochaine période, ce qui exige le renouvellement automatique.\n\nUne modification immédiate supprime celle planifiée pour la prochaine période. La quantité reste entre le minimum et le maximum du produit.',
      },
      cancellation: {
        title: 'Résilier, réactiver et renouvellement automatique',
        text: 'Un abonnement ne peut être résilié que pendant son délai de résiliation ; ensuite, désactivez le renouvellement automatique pour qu’il se termine avec sa période.\n\nUn abonnement annulé ou suspendu peut être réactivé jusqu’à la fin de sa période.\n\nRenouvellement automatique activé : l’abonnement est renouvelé à la fin de sa période. Le désactiver supprime aussi une modification planifiée.\n\nUne personne au rôle lecteur voit les abonnements mais ne peut pas les modifier.',
      },
      catalog: {
        title: 'Catalogue',
        text: 'Le catalogue présente les produits que la société peut acheter, à ses prix. Filtrez par catégorie, éditeur, durée ou fréquence de facturation, ou tapez dans la recherche : les résultats suivent votre saisie.\n\nOuvrez un produit pour voir ses offres (durée, facturation, prix), choisissez-en une, indiquez la quantité et choisissez « Ajouter au panier ».',
      },
      cart: {
        title: 'Panier, vérification et paiement',
        text: 'Le panier garde ses lignes dans ce navigateur, par société, malgré un rechargement ou une connexion. Modifiez les quantités ou retirez des lignes ; les totaux sont donnés par fréquence de facturation.\n\nLa vérification montre ce qui sera commandé, la société et le profil de facturation (celui par défaut est choisi ; choisissez-en un autre au besoin).\n\nLe paiement passe la commande une seule fois, même après deux clics, puis affiche le numéro et le statut de la commande et vide le panier. Déconnecté, connectez-vous d’abord : vous revenez au paiement avec votre panier.',
      },
      orders: {
        title: 'Commandes',
        text: 'L’écran Commandes liste les commandes de la société, les plus récentes d’abord, avec statut, nombre de lignes et total. Filtrez par statut ou par date. Ouvrez une commande pour voir ses lignes.\n\nEn attente : attend une approbation. Approuvée : acceptée. Terminée : ses abonnements existent. Refusée : rejetée, avec un motif. Annulée : retirée.',
      },
      companies: {
        title: 'Sociétés',
        text: 'Si vous travaillez pour plusieurs sociétés, choisissez la société courante dans la barre du haut. Chaque écran montre alors les abonnements, le catalogue, le panier et les commandes de cette société.',
      },
    },
  },
};
