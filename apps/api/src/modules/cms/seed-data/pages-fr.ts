import type { PageTexts } from './page-index.js';

/** Pages en français canadien. */
export const pagesFr: PageTexts = {
  'about-us': {
    title: 'À propos de Croupier',
    description:
      'Qui exploite Croupier, sous quelle licence et ce que nous promettons à nos joueurs.',
    keywords: 'à propos de Croupier, casino en ligne, licence, exploitant',
    content: `<h2>Qui sommes-nous</h2>
<p>Croupier est un casino en ligne créé par une petite équipe de joueurs, de développeurs et de spécialistes du paiement qui voulaient un lobby rapide, des retraits prompts et des règles expliquées simplement.</p>
<p>Le casino est exploité par Croupier Gaming N.V., immatriculée à Curaçao et titulaire d’une licence de la Curaçao Gaming Authority. Les joueurs d’Estonie sont servis par Croupier Baltic OÜ, sous licence de l’Office estonien des impôts et des douanes.</p>
<h2>Nos engagements</h2>
<ul>
<li>Des jeux de studios indépendants dont les taux de retour sont publiés et vérifiés.</li>
<li>Des retraits examinés en moins de 24 heures, la plupart bien plus vite.</li>
<li>Des limites de dépôt, de perte, de mise et de session que vous fixez vous-même en tout temps.</li>
<li>Un soutien par formulaire de contact et par courriel, avec réponse par courriel.</li>
</ul>
<p>Pour toute question sur l’entreprise, écrivez à <a href="mailto:support@croupier.com">support@croupier.com</a>.</p>`,
  },
  'terms-and-conditions': {
    title: 'Conditions générales',
    description: 'L’entente entre vous et Croupier : compte, dépôts, retraits, bonis et fermeture.',
    keywords: 'conditions générales, conditions du casino, règles du compte, retraits',
    content: `<h2>1. Portée</h2>
<p>Les présentes conditions constituent l’entente entre vous et Croupier Gaming N.V. (Curaçao) dès que vous ouvrez un compte ou jouez sur ce site. En vous inscrivant, vous confirmez les avoir lues et acceptées.</p>
<h2>2. Votre compte</h2>
<p>Vous devez avoir au moins 18 ans, ou davantage si la loi locale l’exige, et ne détenir qu’un seul compte. Les renseignements fournis doivent être exacts et complets; avant un retrait, nous pouvons demander des pièces prouvant votre identité, votre adresse et la provenance de vos fonds.</p>
<h2>3. Dépôts et retraits</h2>
<p>Les dépôts doivent provenir de moyens de paiement à votre nom. Les retraits sont versés, dans la mesure du possible, au moyen utilisé pour le dépôt. Nous examinons les demandes de retrait en moins de 24 heures; vous pouvez annuler une demande tant qu’elle est en attente.</p>
<h2>4. Bonis</h2>
<p>Chaque boni comporte sa propre exigence de mise, sa mise maximale et son échéance, affichées avant que vous l’acceptiez. Les gains obtenus avec un boni deviennent retirables une fois la mise complétée. Les règles sont expliquées à la page sur le solde boni.</p>
<h2>5. Pays exclus</h2>
<p>Nous n’acceptons pas les joueurs des pays où le jeu en ligne nous est interdit, notamment les États-Unis, le Royaume-Uni, la France, l’Espagne et les Pays-Bas. L’inscription et la connexion y sont refusées.</p>
<h2>6. Fermeture du compte</h2>
<p>Vous pouvez fermer votre compte en tout temps en passant par le soutien. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, après avoir versé tout solde gagné loyalement.</p>
<h2>7. Plaintes</h2>
<p>Écrivez d’abord au soutien. Si nous ne réglons pas votre plainte en 14 jours, vous pouvez la soumettre à la Curaçao Gaming Authority.</p>`,
  },
  'terms-and-conditions/au': {
    title: 'Conditions générales pour les joueurs en Australie',
    description: 'Les conditions de Croupier applicables aux joueurs situés en Australie.',
    keywords: 'conditions générales, Australie, machines à sous, conditions du casino',
    content: `<h2>1. Portée</h2>
<p>Ces conditions s’appliquent lorsque vous jouez depuis l’Australie. Elles constituent l’entente entre vous et Croupier Gaming N.V., exploitant titulaire d’une licence de Curaçao, sans licence australienne.</p>
<h2>2. Votre compte</h2>
<p>Vous devez avoir 18 ans ou plus et ne détenir qu’un seul compte. Avant votre premier retrait, nous vérifions votre identité et votre adresse; les permis de conduire et passeports australiens sont acceptés.</p>
<h2>3. Particularités pour l’Australie</h2>
<ul>
<li>Certains jeux, promotions et modes de paiement ne sont pas offerts aux joueurs situés en Australie.</li>
<li>Les soldes sont tenus en dollars australiens, sauf si vous choisissez un portefeuille en cryptomonnaie.</li>
<li>À votre première visite, vous confirmez comprendre que l’offre est fournie depuis l’extérieur de l’Australie.</li>
</ul>
<h2>4. Dépôts, retraits et bonis</h2>
<p>Les règles générales s’appliquent telles quelles : mise, mise maximale et échéance sont affichées avant que vous acceptiez une offre.</p>
<h2>5. Aide en cas de problème de jeu</h2>
<p>Gambling Help Online offre une aide gratuite et confidentielle au 1800 858 858, à toute heure.</p>`,
  },
  'terms-and-conditions/ee': {
    title: 'Conditions générales (licence estonienne)',
    description:
      'Les conditions de Croupier Baltic OÜ pour les joueurs relevant de la licence estonienne.',
    keywords: 'conditions générales, Estonie, licence estonienne, conditions du casino',
    content: `<h2>1. L’exploitant</h2>
<p>Les joueurs inscrits sous la licence estonienne jouent avec Croupier Baltic OÜ, Tallinn, titulaire des licences HKT000118 (exploitant) et HKL000119 (activité) de l’Office estonien des impôts et des douanes.</p>
<h2>2. Âge et identité</h2>
<p>Vous devez avoir au moins 21 ans. Comme l’exige la loi estonienne, nous vérifions votre identité avant que votre premier dépôt soit joué.</p>
<h2>3. Information de session</h2>
<p>Lorsque vous êtes connecté, le site affiche la durée de votre session. Vous pouvez fixer des limites de dépôt et de perte par jour, par semaine et par mois; une baisse s’applique aussitôt, une hausse après un délai de réflexion.</p>
<h2>4. Paiements</h2>
<p>Les dépôts et retraits se font par carte bancaire et virement en euros. Les gains sont versés dans les trois jours ouvrables suivant la vérification.</p>
<h2>5. Auto-exclusion</h2>
<p>Vous pouvez vous exclure de tous les jeux autorisés en Estonie au moyen du registre national tenu par l’Office estonien des impôts et des douanes.</p>
<h2>6. Plaintes</h2>
<p>Écrivez d’abord au soutien; les litiges non réglés peuvent être soumis à l’Office estonien des impôts et des douanes ou à l’autorité de protection des consommateurs.</p>`,
  },
  'general-rules': {
    title: 'Règles générales des paris',
    description: 'Comment les paris sportifs de Croupier sont acceptés, réglés et annulés.',
    keywords: 'règles des paris, conditions des paris sportifs, règlement, paris annulés',
    content: `<h2>Acceptation des paris</h2>
<p>Un pari est accepté lorsqu’il apparaît dans votre historique avec un numéro de référence. D’ici là, les cotes peuvent changer; si elles changent pendant la saisie, vous confirmez la nouvelle cote.</p>
<h2>Règlement</h2>
<p>Les paris sont réglés selon le résultat officiel à la fin du temps réglementaire, temps additionnel compris, sauf indication contraire du marché. La prolongation et les tirs au but ne comptent que dans les marchés qui les nomment.</p>
<h2>Paris annulés</h2>
<ul>
<li>Un événement interrompu et non terminé dans les 48 heures est annulé, sauf pour les marchés déjà tranchés.</li>
<li>Une erreur évidente de cote ou de marché est corrigée, et le pari est réglé à la bonne cote ou annulé.</li>
<li>Une sélection annulée dans un pari combiné compte pour une cote de 1,00.</li>
</ul>
<h2>Limites</h2>
<p>Les mises et gains maximums dépendent du sport et du marché et figurent sur le coupon. Après le début d’un événement, seuls les marchés en direct acceptent des paris.</p>`,
  },
  'privacy-policy': {
    title: 'Politique de confidentialité',
    description:
      'Les renseignements personnels que Croupier recueille, pourquoi, combien de temps nous les gardons et vos droits.',
    keywords:
      'politique de confidentialité, renseignements personnels, RGPD, protection des données',
    content: `<h2>Responsable du traitement</h2>
<p>Croupier Gaming N.V. est responsable des renseignements personnels que vous nous confiez; pour les joueurs relevant de la licence estonienne, c’est Croupier Baltic OÜ.</p>
<h2>Ce que nous recueillons</h2>
<ul>
<li>Données du compte : nom, date de naissance, adresse, courriel, numéro de téléphone et devise.</li>
<li>Les pièces de vérification téléversées et les résultats des contrôles d’identité.</li>
<li>Transactions, paris et parties jouées, ainsi que les limites que vous fixez.</li>
<li>Données techniques : adresse IP, type d’appareil et navigateur, servant à protéger votre compte et à détecter la fraude.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Pour gérer votre compte et verser vos gains, respecter nos obligations de lutte contre le blanchiment et de licence, protéger les joueurs contre la fraude et les méfaits du jeu et, seulement avec votre accord, vous envoyer des promotions.</p>
<h2>Durée de conservation</h2>
<p>Les dossiers de compte et de transactions sont conservés cinq ans après la fermeture du compte, comme l’exige la loi contre le blanchiment. Vous pouvez retirer votre consentement aux promotions en tout temps dans votre profil.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander l’accès à vos données, leur correction ou leur suppression, ou vous opposer à leur utilisation, en écrivant à <a href="mailto:privacy@croupier.com">privacy@croupier.com</a>. Nous répondons dans un délai d’un mois.</p>`,
  },
  'cookie-policy': {
    title: 'Politique relative aux témoins',
    description: 'Les témoins (cookies) que Croupier dépose, leur rôle et comment les contrôler.',
    keywords: 'politique relative aux témoins, cookies, suivi, consentement',
    content: `<h2>Qu’est-ce qu’un témoin?</h2>
<p>Un témoin est un petit fichier texte que votre navigateur conserve pour un site. Nous nous en servons pour garder votre session ouverte, retenir vos choix et comprendre l’utilisation du site.</p>
<h2>Nos témoins</h2>
<ul>
<li><strong>Essentiels :</strong> votre session, les contrôles de sécurité et votre choix relatif aux témoins. Le site ne fonctionne pas sans eux.</li>
<li><strong>Préférences :</strong> votre langue et les avis que vous avez fermés.</li>
<li><strong>Attribution :</strong> le partenaire qui vous a dirigé vers nous (stag et affb_id, conservés 30 jours) et les paramètres de campagne.</li>
<li><strong>Analyse :</strong> des mesures anonymes de vitesse et d’erreurs qui nous aident à corriger les problèmes.</li>
</ul>
<h2>Votre choix</h2>
<p>L’avis s’affiche jusqu’à ce que vous l’acceptiez; votre choix est retenu pendant un an. Vous pouvez supprimer les témoins dans les réglages du navigateur en tout temps, mais vous serez alors déconnecté.</p>`,
  },
  awards: {
    title: 'Prix et distinctions',
    description: 'Les prix et nominations de l’industrie reçus par Croupier depuis 2022.',
    keywords: 'prix de casino, meilleur casino en ligne, nominations',
    content: `<p>Chacun des prix ci-dessous a été décerné par un jury de l’industrie ou par le vote des joueurs. Nous indiquons l’année et la catégorie pour que vous sachiez ce qui a été récompensé.</p>
<p>Merci à tous les joueurs qui ont voté pour nous, ainsi qu’aux studios et aux partenaires de paiement qui font de notre lobby ce qu’il est.</p>`,
  },
  'benefits-of-crypto': {
    title: 'Les avantages de jouer en crypto',
    description:
      'Pourquoi déposer en Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin ou Tether chez Croupier.',
    keywords: 'casino crypto, casino bitcoin, ethereum, dépôts USDT',
    content: `<h2>Dépôts et retraits rapides</h2>
<p>Les dépôts en crypto sont crédités dès la confirmation du réseau, habituellement en quelques minutes. Les retraits partent dès leur approbation, sans attendre les jours ouvrables des banques.</p>
<h2>Frais réduits</h2>
<p>Nous ne facturons aucuns frais sur les dépôts et retraits en crypto; vous ne payez que les frais de réseau de votre portefeuille.</p>
<h2>Cryptomonnaies acceptées</h2>
<ul>
<li>Bitcoin (BTC), affiché en µBTC : 1 µBTC vaut un millionième de bitcoin.</li>
<li>Ethereum (ETH) et Litecoin (LTC), affichés en mETH et mLTC : un millième de pièce.</li>
<li>Bitcoin Cash (BCH), Dogecoin (DOGE) et Tether (USDT).</li>
</ul>
<h2>Bon à savoir</h2>
<p>N’envoyez que la cryptomonnaie indiquée sur l’adresse de dépôt, et seulement sur le réseau affiché. Dépôts minimums : 0,0001 BTC ou BCH, 0,01 ETH, LTC ou DOGE et 20 USDT.</p>`,
  },
  'responsible-gaming': {
    title: 'Jeu responsable',
    description:
      'Des outils pour garder le contrôle : limites, pauses, auto-exclusion et ressources d’aide.',
    keywords: 'jeu responsable, limites de dépôt, auto-exclusion, aide au jeu',
    content: `<h2>Jouer pour s’amuser</h2>
<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent ou de fuir ses problèmes. Décidez d’avance du temps et de l’argent que vous y consacrez, et arrêtez-vous à cette limite.</p>
<h2>Des limites à votre portée</h2>
<ul>
<li>Limites de dépôt, de perte et de mise par jour, par semaine ou par mois.</li>
<li>Limites de session qui ferment votre session après la durée choisie.</li>
<li>Une pause de 24 heures à six semaines.</li>
<li>L’auto-exclusion de six mois ou plus, irrévocable avant son terme.</li>
</ul>
<p>Une baisse de limite s’applique aussitôt. Une hausse ou une suppression s’applique après un délai de réflexion et se confirme par courriel.</p>
<h2>Signes d’alerte</h2>
<p>Courir après ses pertes, emprunter pour jouer, cacher son jeu à ses proches ou se sentir agité quand on ne joue pas : ce sont des signes qu’il faut faire une pause et en parler.</p>
<h2>Où trouver de l’aide</h2>
<p>Jeu : aide et référence (1 800 461-0140 au Québec), ConnexOntario et les Gamblers Anonymes offrent un soutien gratuit et confidentiel. Notre équipe peut fixer des limites ou fermer votre compte en tout temps.</p>`,
  },
  'bonus-balance': {
    title: 'Comment fonctionne le solde boni',
    description:
      'Argent réel, argent boni et exigences de mise chez Croupier, expliqués par un exemple.',
    keywords: 'solde boni, exigence de mise, solde réel, retirable',
    content: `<h2>Deux soldes</h2>
<p>Votre solde comporte deux parties. Le solde réel est l’argent déposé ou gagné sans boni; il est retirable en tout temps. Le solde boni ne devient retirable qu’une fois la mise complétée.</p>
<h2>La mise</h2>
<p>Un boni de 10 € assorti d’une mise de 40x exige 400 € de paris avant de devenir de l’argent réel. Votre progression s’affiche dans le menu du solde, en pourcentage arrondi à la baisse.</p>
<h2>Un exemple</h2>
<p>Vous déposez 100 € et recevez un boni de 100 €. Votre total est de 200 €, dont 100 € retirables. Après 4 000 € de paris, le reste du boni passe au solde réel.</p>
<h2>À retenir</h2>
<ul>
<li>La mise maximale pendant qu’un boni est actif figure dans ses conditions.</li>
<li>Les jeux ne comptent pas tous entièrement pour la mise; les jeux en direct et de table comptent souvent moins.</li>
<li>Annuler un boni le retire, ainsi que les gains obtenus avec lui.</li>
</ul>`,
  },
  support: {
    title: 'Soutien',
    description:
      'Joignez le soutien de Croupier par le formulaire de contact ou par courriel; nous répondons par courriel.',
    keywords: 'soutien casino, contact, formulaire de contact, aide',
    content: `<h2>Écrivez-nous</h2>
<p>Le soutien répond par courriel. Envoyez votre question avec le formulaire de contact et nous répondons à l’adresse que vous indiquez; une confirmation arrive aussitôt dans votre boîte de réception.</p>
<h2>Pour nous joindre</h2>
<ul>
<li>Formulaire de contact : le bouton Soutien dans l’en-tête, ou « Écrire au soutien » dans le menu.</li>
<li>Courriel : <a href="mailto:support@croupier.com">support@croupier.com</a>.</li>
</ul>
<h2>Avant d’écrire</h2>
<p>Bien des réponses se trouvent déjà dans la FAQ. Pour un paiement, indiquez sa date, son montant et le mode utilisé; pour un jeu, son nom et l’heure de la partie.</p>`,
  },
  faq: {
    title: 'Foire aux questions',
    description: 'Réponses aux questions les plus fréquentes : compte, paiements, bonis et jeux.',
    keywords: 'FAQ, questions casino, retraits, vérification',
    content: `<h2>Combien de temps prend un retrait?</h2>
<p>Nous examinons les retraits en moins de 24 heures. La crypto arrive quelques minutes après l’approbation; les cartes et virements prennent d’un à trois jours ouvrables.</p>
<h2>Pourquoi demandez-vous mes documents?</h2>
<p>Notre licence nous oblige à confirmer votre identité et votre âge avant tout paiement. Les documents sont chiffrés et servent uniquement aux vérifications.</p>
<h2>Puis-je jouer gratuitement?</h2>
<p>La plupart des machines à sous ont un mode démo avec des crédits virtuels. Les jeux en direct n’en ont pas.</p>
<h2>J’ai oublié mon mot de passe.</h2>
<p>Utilisez le lien « Mot de passe oublié » du formulaire de connexion; un lien valide six heures vous est envoyé par courriel.</p>
<h2>Puis-je changer de devise?</h2>
<p>Vous pouvez ouvrir un portefeuille dans une autre devise depuis le menu du solde et passer d’un portefeuille à l’autre en tout temps.</p>`,
  },
  'payment-methods': {
    title: 'Modes de paiement',
    description:
      'Les modes de dépôt et de retrait chez Croupier, avec limites et délais de traitement.',
    keywords: 'modes de paiement, dépôts, retraits, cartes, crypto',
    content: `<h2>Cartes</h2>
<p>Les dépôts par Visa et Mastercard sont instantanés. Les retraits vers une carte prennent d’un à trois jours ouvrables après approbation.</p>
<h2>Crypto</h2>
<p>Bitcoin, Ethereum, Litecoin, Bitcoin Cash, Dogecoin et Tether. Les dépôts sont crédités après confirmation du réseau; les retraits partent quelques minutes après approbation.</p>
<h2>Virement et portefeuilles électroniques</h2>
<p>Les virements prennent d’un à trois jours ouvrables. Les portefeuilles électroniques et les bons sont offerts dans certains pays; la caisse affiche ceux qui fonctionnent pour vous.</p>
<h2>Frais</h2>
<p>Nous ne facturons aucuns frais sur les dépôts ni sur les retraits. Votre banque ou votre fournisseur de portefeuille peut exiger les siens.</p>`,
  },
  'vip-terms': {
    title: 'Conditions du club VIP',
    description: 'Comment le statut VIP s’obtient, se conserve et se récompense chez Croupier.',
    keywords: 'club VIP, conditions VIP, fidélité, remise en argent',
    content: `<h2>Obtenir un statut</h2>
<p>Les statuts VIP (Bronze, Argent, Or, Platine et Diamant) s’obtiennent par les dépôts et les mises d’un trimestre civil. Votre progression s’affiche sur la page du club VIP.</p>
<h2>Le conserver</h2>
<p>Un statut reste valide jusqu’à la fin du trimestre qui suit celui où il a été atteint. Le statut Diamant est conservé à vie une fois obtenu.</p>
<h2>Récompenses</h2>
<ul>
<li>Une remise hebdomadaire sans exigence de mise à partir du statut Or.</li>
<li>Un gestionnaire personnel joignable par WhatsApp, Telegram et courriel.</li>
<li>Des limites de retrait plus élevées et un traitement prioritaire.</li>
</ul>
<p>Nous pouvons modifier ou retirer les avantages VIP avec un préavis de 30 jours, et retirer un statut obtenu par un abus des promotions.</p>`,
  },
  'summer-cup-2024-rules': {
    title: 'Règlement de la Summer Cup 2024',
    description: 'Règlement du tournoi de machines à sous Summer Cup 2024, maintenant terminé.',
    keywords: 'Summer Cup 2024, règlement du tournoi',
    content: `<p>La Summer Cup s’est déroulée du 1er juillet au 31 août 2024. Chaque euro misé sur les machines participantes rapportait un point, et les 200 meilleurs joueurs se sont partagé une cagnotte de 50 000 € versée sans exigence de mise.</p>
<p>Tous les prix ont été crédités au plus tard le 5 septembre 2024. Cette page est conservée à titre de référence seulement.</p>`,
  },
};
