/**
 * The operations of the gateway's OpenAPI document (`/api/docs-json`), with `$ref`s resolved:
 * what the fuzz suite knows about a route is only what the document says, so a route is covered
 * the day it is added.
 */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
  $ref?: string;
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  /** "PATCH /api/v1/me" */
  key: string;
  method: string;
  /** OpenAPI path template, "/api/v1/admin/users/{id}/role" */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: { kind: 'json' | 'multipart'; schema: Schema; required: boolean };
  /** Statuses the document lists for the operation */
  documented: Set<number>;
  /** The operation says it takes a Bearer token (a bad one is then a 401) */
  bearer: boolean;
}

interface RawOperation {
  parameters?: Array<Omit<Parameter, 'schema'> & { schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The schema with every `$ref` (and single `allOf`) replaced by what it points to. */
function resolve(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  if (schema.allOf?.length === 1) return resolve(doc, { ...schema.allOf[0], ...schema, allOf: undefined }, depth + 1);
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]));
  }
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  return out;
}

/** Every operation of the document except the documentation's own routes. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const params = (raw.parameters ?? []).map((p) => ({ ...p, schema: resolve(doc, p.schema) }));
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      const body = json
        ? { kind: 'json' as const, schema: resolve(doc, json.schema), required: raw.requestBody?.required !== false }
        : multipart
          ? { kind: 'multipart' as const, schema: resolve(doc, multipart.schema), required: raw.requestBody?.required !== false }
          : undefined;
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body,
        documented: new Set(Object.keys(raw.responses ?? {}).map(Number).filter(Number.isInteger)),
        bearer: (raw.security ?? []).some((s) => 'bearer' in s),
      });
    }
  }
  return out;
}
