/**
 * Settings a production api starts with: its own secrets (32+ characters, none of the
 * repository's) and the public origin of mailed links. Tests change one to see it refused.
 */
export const PRODUCTION_SETTINGS = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://croupier.com',
  GAMES_SECRET: 'c2b7e1f0a9d84c3e8f6a5b4d3c2e1f0a',
  PAYMENTS_API_KEY: 'live-key-4f9c1e7a2b8d6035c4e9f1a7b2d8',
  PAYMENTS_WEBHOOK_SECRET: 'whsec-9e2d4c6b8a0f1e3d5c7b9a2f4e6d8c0b',
} as const satisfies Record<string, string>;
