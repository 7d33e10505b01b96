import type { BrandConfig } from '@croupier/contracts/brand';
import { localise } from './localise.js';

/**
 * platform-core.md §2.6 Footer: social links, awards, providers, payment logos, licence icons
 * and copyright lines (by licence, by the Australian geo restriction and by group, §6).
 * Images are files of the player site under /brand/.
 */
const logo = (name: string, file: string, url = '') => ({ name, image: `/brand/${file}`, url });

export const footerSeed: BrandConfig['footer'] = {
  socialLinks: [
    { name: 'Telegram', url: 'https://t.me/croupiercasino', icon: '/brand/social/telegram.svg' },
    {
      name: 'Instagram',
      url: 'https://www.instagram.com/croupiercasino',
      icon: '/brand/social/instagram.svg',
    },
    { name: 'X', url: 'https://x.com/croupiercasino', icon: '/brand/social/x.svg' },
    {
      name: 'YouTube',
      url: 'https://www.youtube.com/@croupiercasino',
      icon: '/brand/social/youtube.svg',
    },
    {
      name: 'Facebook',
      url: 'https://www.facebook.com/croupiercasino',
      icon: '/brand/social/facebook.svg',
    },
  ],
  awards: [
    {
      name: 'Best New Online Casino',
      nomination: 'Operator of the Year',
      prize: 'Winner',
      year: 2022,
      imgUrl: '/brand/awards/2022-best-new-casino.svg',
    },
    {
      name: 'Player Choice Awards',
      nomination: 'Best Live Casino Lobby',
      prize: 'Gold',
      year: 2023,
      imgUrl: '/brand/awards/2023-live-lobby.svg',
    },
    {
      name: 'Crypto Gaming Summit',
      nomination: 'Best Crypto Casino Experience',
      prize: 'Shortlisted',
      year: 2023,
      imgUrl: '/brand/awards/2023-crypto-casino.svg',
    },
    {
      name: 'Nordic iGaming Review',
      nomination: 'Best Responsible Gaming Tools',
      prize: 'Winner',
      year: 2024,
      imgUrl: '/brand/awards/2024-responsible-gaming.svg',
    },
    {
      name: 'Player Choice Awards',
      nomination: 'Best Loyalty Programme',
      prize: 'Silver',
      year: 2024,
      imgUrl: '/brand/awards/2024-loyalty.svg',
    },
    {
      name: 'Mobile Gaming Awards',
      nomination: 'Best Mobile Casino',
      prize: 'Winner',
      year: 2025,
      imgUrl: '/brand/awards/2025-mobile-casino.svg',
    },
  ],
  providers: [
    logo('Aurora Studios', 'providers/aurora-studios.svg', '/producers/aurora-studios'),
    logo('Velvet Live', 'providers/velvet-live.svg', '/producers/velvet-live'),
    logo('Northern Reels', 'providers/northern-reels.svg', '/producers/northern-reels'),
    logo('Red Canyon Gaming', 'providers/red-canyon-gaming.svg', '/producers/red-canyon-gaming'),
    logo('Tidewater Play', 'providers/tidewater-play.svg', '/producers/tidewater-play'),
  ],
  paymentLogos: {
    default: [
      logo('Visa', 'payments/visa.svg'),
      logo('Mastercard', 'payments/mastercard.svg'),
      logo('Bitcoin', 'payments/bitcoin.svg'),
      logo('Ethereum', 'payments/ethereum.svg'),
      logo('Tether', 'payments/tether.svg'),
      logo('Litecoin', 'payments/litecoin.svg'),
      logo('Bank transfer', 'payments/bank-transfer.svg'),
    ],
    // platform-core.md §9: a shorter payment list for Estonia.
    EE: [
      logo('Visa', 'payments/visa.svg'),
      logo('Mastercard', 'payments/mastercard.svg'),
      logo('Bank transfer', 'payments/bank-transfer.svg'),
    ],
  },
  licenceIcons: {
    GCB: [
      logo('Curaçao Gaming Authority', 'licences/gcb.svg', '/terms-and-conditions'),
      logo('18+', 'licences/18-plus.svg', '/responsible-gaming'),
    ],
    CW: [
      logo('Curaçao eGaming', 'licences/cw.svg', '/terms-and-conditions'),
      logo('18+', 'licences/18-plus.svg', '/responsible-gaming'),
    ],
    EE: [
      logo('Estonian Tax and Customs Board', 'licences/ee.svg', '/terms-and-conditions/ee'),
      logo('21+', 'licences/21-plus.svg', '/responsible-gaming'),
    ],
  },
  copyright: {
    default: localise({
      en: '© 2019–{{year}} Croupier. Operated by Croupier Gaming N.V., Curaçao, licensed by the Curaçao Gaming Authority. Gambling can be addictive: play responsibly. 18+ only.',
      de: '© 2019–{{year}} Croupier. Betrieben von Croupier Gaming N.V., Curaçao, lizenziert durch die Curaçao Gaming Authority. Glücksspiel kann süchtig machen: Spielen Sie verantwortungsbewusst. Ab 18 Jahren.',
      'fr-CA':
        '© 2019–{{year}} Croupier. Exploité par Croupier Gaming N.V., Curaçao, sous licence de la Curaçao Gaming Authority. Le jeu peut créer une dépendance : jouez de façon responsable. 18 ans et plus.',
      no: '© 2019–{{year}} Croupier. Drives av Croupier Gaming N.V., Curaçao, med lisens fra Curaçao Gaming Authority. Pengespill kan være avhengighetsskapende: spill ansvarlig. Kun for personer over 18 år.',
      it: '© 2019–{{year}} Croupier. Gestito da Croupier Gaming N.V., Curaçao, con licenza della Curaçao Gaming Authority. Il gioco può causare dipendenza: gioca responsabilmente. Vietato ai minori di 18 anni.',
      et: '© 2019–{{year}} Croupier. Haldaja Croupier Gaming N.V., Curaçao, Curaçao Gaming Authority litsentsi alusel. Hasartmängud võivad tekitada sõltuvust: mängi vastutustundlikult. Ainult 18+.',
    }),
    auRestricted: localise({
      en: '© 2019–{{year}} Croupier. Operated by Croupier Gaming N.V., Curaçao. Some games, promotions and payment methods are not available to players located in Australia. 18+ only.',
      de: '© 2019–{{year}} Croupier. Betrieben von Croupier Gaming N.V., Curaçao. Einige Spiele, Aktionen und Zahlungsmethoden stehen Spielern in Australien nicht zur Verfügung. Ab 18 Jahren.',
      'fr-CA':
        '© 2019–{{year}} Croupier. Exploité par Croupier Gaming N.V., Curaçao. Certains jeux, promotions et modes de paiement ne sont pas offerts aux joueurs situés en Australie. 18 ans et plus.',
      no: '© 2019–{{year}} Croupier. Drives av Croupier Gaming N.V., Curaçao. Enkelte spill, kampanjer og betalingsmåter er ikke tilgjengelige for spillere i Australia. Kun for personer over 18 år.',
      it: '© 2019–{{year}} Croupier. Gestito da Croupier Gaming N.V., Curaçao. Alcuni giochi, promozioni e metodi di pagamento non sono disponibili per i giocatori che si trovano in Australia. Vietato ai minori di 18 anni.',
      et: '© 2019–{{year}} Croupier. Haldaja Croupier Gaming N.V., Curaçao. Mõned mängud, kampaaniad ja makseviisid ei ole Austraalias asuvatele mängijatele saadaval. Ainult 18+.',
      'en-AU':
        '© 2019–{{year}} Croupier. Operated by Croupier Gaming N.V., Curaçao. Some pokies, promotions and payment methods are not available to players located in Australia. 18+ only.',
    }),
    byLicence: {
      EE: localise({
        en: '© 2019–{{year}} Croupier. Operated by Croupier Baltic OÜ, Tallinn, licensed by the Estonian Tax and Customs Board (HKT000118, HKL000119). Gambling is allowed from the age of 21. Play responsibly.',
        de: '© 2019–{{year}} Croupier. Betrieben von Croupier Baltic OÜ, Tallinn, lizenziert durch das Estnische Steuer- und Zollamt (HKT000118, HKL000119). Glücksspiel ist ab 21 Jahren erlaubt. Spielen Sie verantwortungsbewusst.',
        'fr-CA':
          "© 2019–{{year}} Croupier. Exploité par Croupier Baltic OÜ, Tallinn, sous licence de l'Office estonien des impôts et des douanes (HKT000118, HKL000119). Le jeu est permis à partir de 21 ans. Jouez de façon responsable.",
        no: '© 2019–{{year}} Croupier. Drives av Croupier Baltic OÜ, Tallinn, med lisens fra Estlands skatte- og tolletat (HKT000118, HKL000119). Pengespill er tillatt fra fylte 21 år. Spill ansvarlig.',
        it: "© 2019–{{year}} Croupier. Gestito da Croupier Baltic OÜ, Tallinn, con licenza dell'Agenzia delle entrate e delle dogane estone (HKT000118, HKL000119). Il gioco è consentito dai 21 anni. Gioca responsabilmente.",
        et: '© 2019–{{year}} Croupier. Haldaja Croupier Baltic OÜ, Tallinn, Maksu- ja Tolliameti tegevusload HKT000118 ja HKL000119. Hasartmängude mängimine on lubatud alates 21. eluaastast. Mängi vastutustundlikult.',
      }),
    },
    byGroup: {
      '21': localise({
        en: '© {{year}} Croupier. Test account: this session is used for quality assurance.',
        de: '© {{year}} Croupier. Testkonto: Diese Sitzung dient der Qualitätssicherung.',
        'fr-CA': "© {{year}} Croupier. Compte d'essai : cette session sert à l'assurance qualité.",
        no: '© {{year}} Croupier. Testkonto: denne økten brukes til kvalitetssikring.',
        it: '© {{year}} Croupier. Account di prova: questa sessione è usata per il controllo qualità.',
        et: '© {{year}} Croupier. Testkonto: seda seanssi kasutatakse kvaliteedikontrolliks.',
      }),
    },
  },
};
