import type { NewsTexts } from './news-index.js';

/** Canadian French (fr-CA). */
export const newsFr: NewsTexts = {
  'aurora-studios-joins': {
    title: 'Aurora Studios arrive avec une nouvelle série de machines à sous',
    description:
      'Le catalogue d’Aurora Studios est maintenant dans le lobby : aurores boréales et tours gratuits.',
    content: `<p>Aurora Studios, un studio de jeux de Tallinn, rejoint le lobby de Croupier. Sa première série de machines à sous met en scène les aurores boréales, les lacs gelés et les fêtes d’hiver, avec des tours gratuits qui peuvent être relancés.</p>
<p>Chaque jeu d’Aurora Studios affiche son taux de retour au joueur dans les informations du jeu, et chaque résultat provient du même générateur de nombres aléatoires certifié que le reste de notre lobby.</p>
<p>Vous trouverez les jeux sous <strong>Fournisseurs</strong> et dans la catégorie <strong>Nouveautés</strong>. La plupart peuvent aussi être essayés en mode démo, sans dépôt.</p>`,
  },
  'winter-slots-cup': {
    title: 'La Coupe d’hiver des machines à sous commence le 1er décembre',
    description:
      'Trois semaines de tournois de machines à sous avec une cagnotte commune : chaque tour sur les jeux du tournoi rapporte des points.',
    content: `<p>Notre Coupe d’hiver des machines à sous se déroule du 1er au 21 décembre. Chaque tour en argent réel sur les jeux du tournoi rapporte des points, et le classement est mis à jour en direct sur la page du tournoi.</p>
<h2>Comment ça marche</h2>
<ul>
<li>Inscrivez-vous depuis la page du tournoi : la participation est gratuite.</li>
<li>Les points dépendent de votre mise et du multiplicateur de gain : même les petites mises peuvent grimper au classement.</li>
<li>Les 100 meilleurs joueurs se partagent la cagnotte; les prix sont versés dans les 24 heures suivant la fin.</li>
</ul>
<p>Le règlement complet, avec la liste des jeux, se trouve sur la page du tournoi.</p>`,
  },
  'interac-deposits': {
    title: 'Dépôts Interac pour les joueurs au Canada',
    description:
      'Les joueurs au Canada peuvent maintenant déposer en dollars canadiens directement depuis leur banque en ligne avec Interac.',
    content: `<p>Les joueurs au Canada peuvent maintenant déposer par virement Interac. Choisissez Interac dans la caisse, entrez le montant en dollars canadiens et confirmez le paiement dans l’application ou le site de votre banque.</p>
<p>Les dépôts Interac sont gratuits et arrivent généralement en quelques minutes. Comme pour toute méthode, les dépôts doivent provenir d’un compte à votre nom.</p>
<p>Vous pouvez fixer des limites de dépôt pour toute période dans votre profil, sous <strong>Limites</strong>.</p>`,
  },
  'tether-withdrawals': {
    title: 'Les retraits en Tether (USDT) sont ouverts',
    description:
      'Après les dépôts, les retraits en Tether sont maintenant possibles, sans frais et vérifiés en moins de 24 heures.',
    content: `<p>Le Tether (USDT) est offert pour les dépôts depuis le printemps. Dès aujourd’hui, vous pouvez aussi retirer en Tether vers votre propre adresse de portefeuille.</p>
<p>Les retraits commencent à 25 USDT et vont jusqu’à 4 000 USDT par demande. Nous ne facturons aucuns frais, et les demandes sont vérifiées en moins de 24 heures, la plupart bien plus vite.</p>
<p>Vérifiez le réseau de votre portefeuille avant de confirmer : un transfert envoyé sur le mauvais réseau ne peut pas être récupéré.</p>`,
  },
  'twelve-levels': {
    title: 'Douze niveaux dans notre programme de fidélité',
    description:
      'Le programme de fidélité compte maintenant douze niveaux, chacun avec son taux de points de fidélité et ses récompenses.',
    content: `<p>Notre programme de fidélité passe de cinq à douze niveaux. Chaque mise en argent réel vous fait avancer, et chaque nouveau niveau augmente le taux auquel vous accumulez des points de fidélité.</p>
<p>Les points de fidélité s’échangent contre de l’argent, des tours gratuits ou d’autres récompenses. Votre niveau actuel et votre progression vers le suivant sont affichés dans votre profil.</p>
<p>Les joueurs qui avaient atteint un niveau avant le changement le conservent, et leur progression compte pour les nouveaux niveaux.</p>`,
  },
  'limits-in-profile': {
    title: 'Fixez vos propres limites dans le profil',
    description:
      'Les limites de dépôt, de perte, de mise et de session se fixent, se réduisent et se retirent maintenant à un seul endroit du profil.',
    content: `<p>Toutes les limites de jeu responsable sont maintenant réunies dans votre profil, sous <strong>Limites</strong> : limites de dépôt, de perte et de mise par jour, par semaine ou par mois, et une limite de durée de session.</p>
<p>Une limite plus basse s’applique immédiatement. Une limite plus élevée, ou le retrait d’une limite, prend effet après un délai de réflexion, pour que la décision ne soit pas prise sur le coup.</p>
<p>Si vous avez besoin d’une pause plus longue, vous pouvez aussi demander une auto-exclusion au soutien à tout moment.</p>`,
  },
  'install-on-phone': {
    title: 'Croupier sur votre écran d’accueil',
    description:
      'Ajoutez Croupier à votre téléphone comme une application : plein écran, démarrage plus rapide, rien à télécharger d’une boutique.',
    content: `<p>Vous pouvez maintenant ajouter Croupier à l’écran d’accueil de votre téléphone ou de votre tablette. Le site s’ouvre en plein écran comme une application, démarre plus vite et vous garde connecté.</p>
<ul>
<li><strong>Android :</strong> ouvrez le site dans Chrome, puis choisissez <em>Installer l’application</em> dans le menu.</li>
<li><strong>iPhone et iPad :</strong> ouvrez le site dans Safari, touchez Partager, puis <em>Sur l’écran d’accueil</em>.</li>
</ul>
<p>Rien n’est téléchargé d’une boutique d’applications, et les mises à jour arrivent d’elles-mêmes à la prochaine ouverture.</p>`,
  },
  'evening-live-tables': {
    title: 'Plus de tables en direct le soir',
    description:
      'Velvet Live ouvre des tables de blackjack et de roulette supplémentaires entre 18 h et 2 h, heure d’Europe centrale.',
    content: `<p>Le soir est le moment le plus achalandé à nos tables en direct. Velvet Live ouvre donc chaque jour des tables de blackjack et de roulette supplémentaires entre 18 h et 2 h, heure d’Europe centrale.</p>
<p>Les nouvelles tables ont des mises minimales plus basses, idéales pour essayer les jeux en direct une première fois. Toutes les tables sont animées par des croupiers professionnels et diffusées en HD.</p>
<p>Vous les trouverez dans la section <strong>En direct</strong> du lobby.</p>`,
  },
};
