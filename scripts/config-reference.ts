/**
 * `npm run docs:config`: writes docs/configuration.md, the site.json reference, from the
 * SiteConfig schema itself (field, type, default, description), so the docs cannot drift from
 * what the build accepts. `--check` exits 1 when the file is out of date (the unit tests run it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { SiteConfigSchema } from '../src/domain/schemas/site-config.ts';
import { readFlags } from './cli-args.ts';
import { runCli, UsageError } from './report-errors.ts';

type JsonSchema = {
  type?: string | string[];
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

export const CONFIG_DOC = 'docs/configuration.md';

function typeOf(schema: JsonSchema): string {
  if (schema.oneOf) return `object, by \`${discriminatorOf(schema.oneOf) ?? 'kind'}\``;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) {
    const parts = schema.anyOf.filter((s) => s.type !== 'null').map(typeOf);
    return [...new Set(parts)].join(' \\| ') + (schema.anyOf.some((s) => s.type === 'null') ? ' (or null)' : '');
  }
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (schema.type === 'integer') return 'whole number';
  if (
    schema.type === 'object' &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object' &&
    !schema.properties
  )
    return 'map';
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.oneOf) return mergedVariants(schema.oneOf);
  // A nullable object, or a nullable discriminated union (`deploy`).
  const variant = schema.anyOf?.find((s) => s.properties || s.oneOf);
  return variant && objectOf(variant);
}

/** The property every variant of a discriminated union fixes with a `const` (e.g. `kind`). */
function discriminatorOf(variants: JsonSchema[]): string | undefined {
  const first = variants[0]?.properties ?? {};
  return Object.keys(first).find((key) => variants.every((variant) => variant.properties?.[key]?.const !== undefined));
}

/**
 * A discriminated union (`leads.sinks[]` by `kind`) as one table: the discriminator lists its
 * values with each variant's description; a field only some variants have says which.
 */
function mergedVariants(variants: JsonSchema[]): JsonSchema | undefined {
  const key = discriminatorOf(variants);
  if (!key) return undefined;
  const kindOf = (variant: JsonSchema) => String(variant.properties?.[key]?.const);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const variant of variants) {
    for (const [name, field] of Object.entries(variant.properties ?? {})) {
      if (properties[name]) continue;
      const holders = variants.filter((other) => other.properties?.[name]);
      if (holders.every((holder) => holder.required?.includes(name))) required.push(name);
      if (name === key) {
        const described = variants.map((v) => v.properties?.[key]?.description?.replace(/\.$/, '')).filter(Boolean);
        properties[name] = {
          enum: variants.map(kindOf),
          description: described.length ? `${described.join('; ')}.` : '',
        };
      } else {
        const only = holders.length < variants.length ? ` Only for \`${key}\` ${holders.map(kindOf).join(', ')}.` : '';
        properties[name] = { ...field, description: `${field.description ?? ''}${only}` };
      }
    }
  }
  return { type: 'object', properties, required };
}

function short(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 60 ? '(see below)' : `\`${text.replace(/\|/g, '\\|')}\``;
}

function rows(schema: JsonSchema, prefix: string, out: string[]): void {
  const object = objectOf(schema);
  if (!object?.properties) return;
  for (const [key, field] of Object.entries(object.properties)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const required = object.required?.includes(key) && field.default === undefined;
    const description = (field.description ?? objectOf(field)?.description ?? '').replace(/\|/g, '\\|');
    out.push(`| \`${path}\` | ${typeOf(field)} | ${required ? 'required' : short(field.default)} | ${description} |`);
    // Nested settings are listed under their parent; lists of objects show their item fields.
    if (
      objectOf(field)?.properties &&
      !['dealership', 'locations', 'manufacturers', 'special_hours', 'promo_cards'].includes(path)
    )
      rows(field, path, out);
    if (
      field.type === 'array' &&
      field.items &&
      objectOf(field.items)?.properties &&
      !['locations', 'special_hours', 'promo_cards', 'manufacturers'].includes(path)
    )
      rows(field.items, `${path}[]`, out);
  }
}

function itemTable(title: string, schema: JsonSchema | undefined, note: string): string[] {
  if (!schema) return [];
  const out = [`### ${title}`, '', note, '', '| field | type | default | what it does |', '|---|---|---|---|'];
  rows(schema, '', out);
  return [...out, ''];
}

export function configReference(): string {
  const schema = z.toJSONSchema(SiteConfigSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const props = schema.properties ?? {};
  const out = [
    '# Site configuration reference (`sites/<slug>/site.json`)',
    '',
    '<!-- Generated by `npm run docs:config` from src/domain/schemas/site-config.ts. Do not edit by hand. -->',
    '',
    "Every tenant is one folder under `sites/` with a `site.json` (this file's subject) and a stock snapshot",
    "(`stock.json`, a JSON array of cars with the dealer platform's field names: see `src/domain/schemas/car.ts`).",
    'Unknown keys are refused, so a misspelt switch fails the build instead of silently doing nothing.',
    '',
    '| field | type | default | what it does |',
    '|---|---|---|---|',
  ];
  rows(schema, '', out);
  out.push('');
  out.push(
    ...itemTable(
      '`locations[]`',
      props.locations?.items,
      'Each location (spec 02 §3 "Location"); exactly one has `"primary": true`.',
    ),
  );
  out.push(
    ...itemTable('`special_hours[]`', props.special_hours?.items, 'A date whose hours differ from the weekly table.'),
  );
  out.push(...itemTable('`promo_cards[]`', props.promo_cards?.items, 'A promo card in the results grid (spec 01 §2).'));
  out.push(...itemTable('`manufacturers[]`', props.manufacturers?.items, 'A brand (spec 01 §3 "Manufacturer").'));
  out.push(...itemTable('`dealership`', props.dealership, 'The dealership behind the site (spec 01 §3 "Dealership").'));
  return `${out.join('\n').trimEnd()}\n`;
}

if (import.meta.main) {
  await runCli(() => {
    const { check } = readFlags(
      process.argv.slice(2),
      { check: { type: 'boolean' } },
      'usage: npm run docs:config [-- --check]',
    );
    const text = configReference();
    if (check) {
      let current = '';
      try {
        current = readFileSync(CONFIG_DOC, 'utf8');
      } catch {
        /* missing counts as stale */
      }
      if (current !== text) throw new UsageError(`${CONFIG_DOC} is out of date: run npm run docs:config`);
    } else {
      writeFileSync(CONFIG_DOC, text);
      console.log(`wrote ${CONFIG_DOC}`);
    }
  });
}
