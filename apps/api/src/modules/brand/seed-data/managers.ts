import type { BrandConfig } from '@croupier/contracts/brand';

/**
 * PR-035 / platform-core.md §3 Manager: the personal manager of each VIP group (759 Diamond,
 * 255 Platinum, 259 Gold, 258 Silver, 257 Bronze). The higher tiers have a manager of their own;
 * Silver and Bronze share the VIP desk's evening shift.
 */
export const managersSeed: NonNullable<BrandConfig['managers']> = {
  '759': {
    managerName: 'Elena Marchetti',
    time: 'Mon-Sun 09:00-21:00 CET',
    avatar: '/brand/managers/elena-marchetti.svg',
    whatsAppLink: 'https://wa.me/35699100759',
    telegramLink: 'https://t.me/croupier_diamond_elena',
    email: 'elena.marchetti@croupier.com',
  },
  '255': {
    managerName: 'Jonas Berg',
    time: 'Mon-Sat 10:00-20:00 CET',
    avatar: '/brand/managers/jonas-berg.svg',
    whatsAppLink: 'https://wa.me/35699100255',
    telegramLink: 'https://t.me/croupier_platinum_jonas',
    email: 'jonas.berg@croupier.com',
  },
  '259': {
    managerName: 'Claire Dubois',
    time: 'Mon-Fri 09:00-18:00 CET',
    avatar: '/brand/managers/claire-dubois.svg',
    whatsAppLink: 'https://wa.me/35699100259',
    telegramLink: 'https://t.me/croupier_gold_claire',
    email: 'claire.dubois@croupier.com',
  },
  '258': {
    managerName: 'Mikkel Hansen',
    time: 'Mon-Fri 14:00-23:00 CET',
    avatar: '/brand/managers/mikkel-hansen.svg',
    whatsAppLink: 'https://wa.me/35699100258',
    telegramLink: 'https://t.me/croupier_vip_desk',
    email: 'vip@croupier.com',
  },
  '257': {
    managerName: 'Sofia Tamm',
    time: 'Mon-Fri 14:00-23:00 CET',
    avatar: '/brand/managers/sofia-tamm.svg',
    whatsAppLink: 'https://wa.me/35699100257',
    telegramLink: 'https://t.me/croupier_vip_desk',
    email: 'vip@croupier.com',
  },
};
