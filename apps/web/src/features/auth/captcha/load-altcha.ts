/** A seam for the lazily loaded widget module (tests replace it: the widget is a third party). */
export const loadAltcha = () => import('./altcha-setup');
