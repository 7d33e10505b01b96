import type { Banner } from '@croupier/contracts/fe-config';

/** A whole banner as banners-config answers it, for the feature's screen tests. */
export function banner(overrides: Partial<Banner> & Pick<Banner, 'id'>): Banner {
  return {
    categories: ['slider-index-top'],
    title: { text: overrides.id },
    description: { text: '' },
    image: null,
    overlayImage: null,
    gradient: {
      colorLeft: '#000',
      colorLeftCenter: '#111',
      colorRightCenter: '#222',
      colorRight: '#333',
    },
    labels: [],
    button: null,
    secondButton: null,
    timer: null,
    variables: {},
    order: {},
    logged: null,
    groupIds: [],
    liveTime: null,
    size: 'large',
    ...overrides,
  };
}
