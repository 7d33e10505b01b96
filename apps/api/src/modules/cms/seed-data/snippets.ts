import type { Translations } from '../../brand/seed-data/localise.js';

/** CMS-027: reusable blocks — the footer contact block, the disclaimer and read-more texts. */
export const snippetTexts: Record<string, Translations> = {
  'footer-contact': {
    en: '<p>Questions? Write to us with the contact form or at <a href="mailto:support@croupier.com">support@croupier.com</a>; we answer by e-mail.</p>',
    de: '<p>Fragen? Schreiben Sie uns über das Kontaktformular oder an <a href="mailto:support@croupier.com">support@croupier.com</a>; wir antworten per E-Mail.</p>',
    'fr-CA':
      '<p>Des questions? Écrivez-nous avec le formulaire de contact ou à <a href="mailto:support@croupier.com">support@croupier.com</a>; nous répondons par courriel.</p>',
    no: '<p>Spørsmål? Skriv til oss med kontaktskjemaet eller på <a href="mailto:support@croupier.com">support@croupier.com</a>; vi svarer på e-post.</p>',
    it: '<p>Domande? Scrivici con il modulo di contatto o a <a href="mailto:support@croupier.com">support@croupier.com</a>; rispondiamo via e-mail.</p>',
    et: '<p>Küsimusi? Kirjuta meile kontaktivormiga või aadressil <a href="mailto:support@croupier.com">support@croupier.com</a>; vastame e-postiga.</p>',
  },
  'footer-disclaimer': {
    en: '<p>Gambling involves risk and can be addictive. Play only with money you can afford to lose, and use the limits in your profile. 18+.</p>',
    de: '<p>Glücksspiel birgt Risiken und kann süchtig machen. Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können, und nutzen Sie die Limits in Ihrem Profil. 18+.</p>',
    'fr-CA':
      '<p>Le jeu comporte des risques et peut créer une dépendance. Ne jouez qu’avec de l’argent que vous pouvez vous permettre de perdre et utilisez les limites de votre profil. 18+.</p>',
    no: '<p>Pengespill innebærer risiko og kan være avhengighetsskapende. Spill bare for penger du har råd til å tape, og bruk grensene i profilen din. 18+.</p>',
    it: '<p>Il gioco comporta rischi e può creare dipendenza. Gioca solo con denaro che puoi permetterti di perdere e usa i limiti del tuo profilo. 18+.</p>',
    et: '<p>Hasartmängudega kaasneb risk ja need võivad tekitada sõltuvust. Mängi ainult rahaga, mille kaotamist saad endale lubada, ja kasuta oma profiili limiite. 18+.</p>',
  },
  'read-more-lobby': {
    en: '<p>Croupier brings together slots, live dealer tables and instant games from independent studios. Every game shows its return to player, most can be tried in demo mode, and your favourites are one click away.</p>',
    de: '<p>Croupier vereint Slots, Live-Dealer-Tische und Sofortspiele unabhängiger Studios. Jedes Spiel zeigt seine Auszahlungsquote, die meisten lassen sich im Demomodus testen, und Ihre Favoriten sind nur einen Klick entfernt.</p>',
    'fr-CA':
      '<p>Croupier réunit machines à sous, tables avec croupiers en direct et jeux instantanés de studios indépendants. Chaque jeu affiche son taux de retour, la plupart s’essaient en mode démo et vos favoris sont à un clic.</p>',
    no: '<p>Croupier samler spilleautomater, livebord og hurtigspill fra uavhengige studioer. Hvert spill viser tilbakebetalingsprosenten, de fleste kan prøves i demomodus, og favorittene dine er ett klikk unna.</p>',
    it: '<p>Croupier riunisce slot, tavoli con croupier dal vivo e giochi istantanei di studi indipendenti. Ogni gioco mostra il suo ritorno al giocatore, quasi tutti si provano in modalità demo e i tuoi preferiti sono a un clic.</p>',
    et: '<p>Croupier koondab sõltumatute stuudiote slotid, live-diileriga lauad ja kiirmängud. Iga mäng näitab oma tagastusprotsenti, enamikku saab proovida demorežiimis ja lemmikud on ühe kliki kaugusel.</p>',
    'en-AU':
      '<p>Croupier brings together pokies, live dealer tables and instant games from independent studios. Every game shows its return to player, most can be tried in demo mode, and your favourites are one click away.</p>',
  },
  'read-more-live': {
    en: '<p>Live tables play shared rounds on a timer: every seated player bets on the same roulette spin or faces the same blackjack dealer, and sees the others play as it happens. The tables run day and night.</p>',
    de: '<p>Live-Tische spielen gemeinsame Runden im Takt: Alle Spieler am Tisch setzen auf denselben Roulette-Dreh oder spielen gegen denselben Blackjack-Dealer und sehen das Spiel der anderen in Echtzeit. Die Tische sind Tag und Nacht geöffnet.</p>',
    'fr-CA':
      '<p>Les tables en direct jouent des manches communes à intervalles réguliers : tous les joueurs assis misent sur le même tour de roulette ou affrontent le même croupier au blackjack, et voient le jeu des autres en temps réel. Les tables sont ouvertes jour et nuit.</p>',
    no: '<p>Livebordene spiller felles runder på tid: alle spillere ved bordet satser på det samme rulettspinnet eller møter den samme blackjack-dealeren, og ser de andre spille mens det skjer. Bordene er åpne døgnet rundt.</p>',
    it: '<p>I tavoli live giocano mani comuni a tempo: tutti i giocatori seduti puntano sullo stesso giro di roulette o sfidano lo stesso banco al blackjack, e vedono giocare gli altri in tempo reale. I tavoli sono aperti giorno e notte.</p>',
    et: '<p>Live-lauad mängivad ühiseid vooru kindla ajavahemiku järel: kõik lauas istujad panustavad samale ruletiringile või mängivad sama blackjacki diileri vastu ning näevad teiste mängu reaalajas. Lauad on avatud ööl ja päeval.</p>',
  },
};

/** CMS-028: terms documents per licence and language, and licence certificates. */
export const TERMS_FILE_LANGUAGES = ['en', 'de', 'fr', 'no', 'it', 'et'] as const;
export const fileTitles: Record<string, Translations> = {
  'terms/gcb': {
    en: 'Terms and conditions (Curaçao licence)',
    de: 'Allgemeine Geschäftsbedingungen (Lizenz Curaçao)',
    'fr-CA': 'Conditions générales (licence de Curaçao)',
    no: 'Vilkår og betingelser (Curaçao-lisens)',
    it: 'Termini e condizioni (licenza di Curaçao)',
    et: 'Tingimused (Curaçao litsents)',
  },
  'terms/ee': {
    en: 'Terms and conditions (Estonian licence)',
    de: 'Allgemeine Geschäftsbedingungen (estnische Lizenz)',
    'fr-CA': 'Conditions générales (licence estonienne)',
    no: 'Vilkår og betingelser (estisk lisens)',
    it: 'Termini e condizioni (licenza estone)',
    et: 'Tingimused (Eesti tegevusluba)',
  },
  'certificates/gcb-licence': {
    en: 'Curaçao Gaming Authority licence certificate',
    de: 'Lizenzurkunde der Curaçao Gaming Authority',
    'fr-CA': 'Certificat de licence de la Curaçao Gaming Authority',
    no: 'Lisensbevis fra Curaçao Gaming Authority',
    it: 'Certificato di licenza della Curaçao Gaming Authority',
    et: 'Curaçao Gaming Authority litsentsi tunnistus',
  },
  'certificates/ee-licence': {
    en: 'Estonian Tax and Customs Board licence certificate',
    de: 'Lizenzurkunde des Estnischen Steuer- und Zollamts',
    'fr-CA': 'Certificat de licence de l’Office estonien des impôts et des douanes',
    no: 'Lisensbevis fra Estlands skatte- og tolletat',
    it: 'Certificato di licenza dell’Agenzia delle entrate e delle dogane estone',
    et: 'Maksu- ja Tolliameti tegevusloa tunnistus',
  },
  'certificates/rng': {
    en: 'Random number generator test certificate',
    de: 'Prüfzertifikat des Zufallszahlengenerators',
    'fr-CA': 'Certificat d’essai du générateur de nombres aléatoires',
    no: 'Testsertifikat for tilfeldig tallgenerator',
    it: 'Certificato di prova del generatore di numeri casuali',
    et: 'Juhuslike arvude generaatori testisertifikaat',
  },
};
