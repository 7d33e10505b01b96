import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { loggerOptions } from './lib/logger.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerCsrfGuard, sameSiteOrigin } from './plugins/csrf.js';
import { brandService } from './modules/brand/brand.service.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerCardNumberGuard } from './plugins/card-number-guard.js';
import { answerClientError, answerFrameworkError } from './plugins/client-error.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerStorableTextGuard } from './plugins/storable-text.js';
import { registerModulePlugins, registerRoutes } from './routes.js';

export type { AppDeps } from './app-deps.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;

/** Builds the whole api without listening: the server and every test start here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: loggerOptions(env),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Forwarded headers are believed only from the proxies an operator names.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    // Answers given before any hook runs (Node's parser, the router) carry the security headers.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerLoadShedding(app, env, deps.database.kind);
  await app.register(cookie);
  // Dynamic JSON and the HTML fallback; static assets are served precompressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app);
  // The brand's mirror hosts count as same-site (DESIGN.md §4, §9).
  registerCsrfGuard(
    app,
    sameSiteOrigin(() => brandService(deps).knownHosts()),
  );
  await registerOpenApi(app);
  await registerRateLimit(app, env);
  registerCardNumberGuard(app);
  registerStorableTextGuard(app);
  // The modules of modules/registry.ts, in tier order: first every plugin (app.outbox,
  // app.realtime, app.auth... and their consumers and jobs), then every module's routes.
  await registerModulePlugins(app);
  await registerRoutes(app);
  await registerWebApp(app, env.WEB_DIST_DIR);
  return app;
}
