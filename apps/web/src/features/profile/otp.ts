/** A secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The QR code as an image source: the api sends a `data:image/svg+xml` URL; bare SVG markup is
 * wrapped the same way. Shown with <img>, which never runs what an SVG may contain.
 */
export const qrImageSource = (qr: string) =>
  qr.startsWith('data:image/') ? qr : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`;
