import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isDevelopmentRoute } from './dev-endpoints';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** What some of the tags group, for the document's tag list (others are described by their name). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  platform: '健康检查与运行配置',
  development: '开发环境专用接口（生产环境不注册；演示安装仅限运营人员）',
};

/**
 * A stable, readable operationId from the method and the route: `GET /api/fields/{top_physical_id}` →
 * `getFieldsByTopPhysicalId`, `POST /api/orders/{id}/pay` → `postOrdersByIdPay`. Method and path are
 * unique per operation, so the id is too, and it changes only when the route does.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{]([^}]+)}?$/.exec(segment);
      const parts = (parameter ? parameter[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ['by', ...parts] : parts;
    });
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, options: { hideDevelopmentRoutes?: boolean } = {}): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '场地营销平台 API',
        description:
          '线下推广场地预订市场的 HTTP API。成功的应答是信封 `{ code: 1, msg, result }`，失败是 `{ code: <HTTP 状态>, msg, result: null, error_code }`。',
        version: '1.0.0',
        contact: { name: '场地通平台技术支持' },
      },
      // Relative: the API is served on the same origin as the web app, wherever it is deployed.
      servers: [{ url: '/', description: '当前站点' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Every operation gets a description (its summary when it has none), centrally.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      // Production's document lists no development route (docs/spec/api.md "Hardening, second round — fixed").
      const hide = options.hideDevelopmentRoutes === true && isDevelopmentRoute(input.url) ? { hide: true } : {};
      return { ...transformed, schema: { ...schema, ...hide, description: schema.description ?? schema.summary ?? input.url } } as typeof transformed;
    },
    // Every operation gets an operationId (derived from method and path when the route has none, per
    // method, since one route may serve several), and every tag the operations use is declared.
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      const used: string[] = [];
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const [method, value] of Object.entries(item ?? {})) {
          if (!HTTP_METHODS.has(method) || !value || typeof value !== 'object') continue;
          // One route serving several methods shares one operation object among them: copy it per method.
          const operation = { ...(value as { tags?: string[]; operationId?: string }) };
          operation.operationId ??= operationIdFor(method, path);
          (item as Record<string, unknown>)[method] = operation;
          for (const tag of operation.tags ?? []) if (!used.includes(tag)) used.push(tag);
        }
      }
      return { ...document, tags: used.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })) } as typeof document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
