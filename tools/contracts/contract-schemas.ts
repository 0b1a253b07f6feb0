import path from 'node:path';
import { createGenerator, type Config } from 'ts-json-schema-generator';

/** A JSON Schema (draft 7) as ts-json-schema-generator writes it. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  definitions?: Record<string, Schema>;
  [key: string]: unknown;
};

/** Every command's request and response schema and every event's payload schema, refs inlined. */
export interface ContractSchemas {
  commands: Record<string, { request: Schema; response: Schema }>;
  events: Record<string, Schema>;
}

const root = path.resolve(__dirname, '../..');

/** Inlines `#/definitions/...` references (a cycle keeps its $ref), sorted keys for stable JSON. */
function inline(schema: Schema, definitions: Record<string, Schema>, seen: string[] = []): Schema {
  if (schema.$ref) {
    const name = decodeURIComponent(schema.$ref.replace('#/definitions/', ''));
    if (seen.includes(name)) return { $ref: schema.$ref };
    const target = definitions[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    const { $ref: _ref, ...rest } = schema;
    return inline({ ...target, ...rest }, definitions, [...seen, name]);
  }
  const out: Schema = {};
  for (const key of Object.keys(schema).sort()) {
    const value = schema[key];
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((p) => [p, inline((value as Record<string, Schema>)[p], definitions, seen)]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') {
      (out as Record<string, unknown>)[key] = Array.isArray(value) ? value.map((v) => inline(v, definitions, seen)) : inline(value as Schema, definitions, seen);
    } else if ((key === 'anyOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = value.map((v) => inline(v, definitions, seen));
    } else if (key === 'required' && Array.isArray(value)) {
      out.required = [...(value as string[])].sort();
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Reads the bus registry's types (`BusCommands`, `BusEvents` in @resellpk/contracts) with the
 * TypeScript compiler and turns them into JSON Schemas: the contract as other teams see it.
 */
export function generateContractSchemas(): ContractSchemas {
  const config: Config = {
    path: path.join(root, 'libs/contracts/src/index.ts'),
    tsconfig: path.join(root, 'tsconfig.base.json'),
    skipTypeCheck: true,
    expose: 'all',
    jsDoc: 'extended',
    topRef: false,
  };
  const generator = createGenerator(config);
  const read = (type: string) => {
    const schema = generator.createSchema(type) as Schema;
    return { root: schema, definitions: schema.definitions ?? {} };
  };
  const commands = read('BusCommands');
  const events = read('BusEvents');
  const out: ContractSchemas = { commands: {}, events: {} };
  for (const [subject, command] of Object.entries(commands.root.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const { request, response } = inline(command, commands.definitions).properties ?? {};
    if (!request || !response) throw new Error(`${subject} is not a Command<Request, Response>`);
    out.commands[subject] = { request, response };
  }
  for (const [subject, payload] of Object.entries(events.root.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    out.events[subject] = inline(payload, events.definitions);
  }
  return out;
}
