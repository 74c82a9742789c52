import { z } from '@/lib/zod';

/**
 * The fields of a record's form, worked out from its zod schema (through its JSON Schema: what an
 * editor writes, defaults making a field optional). A shape the form cannot show field by field (a
 * union, a map, a reference) becomes a `json` field, edited as JSON text.
 */
export type FieldSpec =
  | { kind: 'string' | 'date' | 'time' | 'json'; name: string; label: string; required: boolean }
  | { kind: 'number' | 'integer'; name: string; label: string; required: boolean }
  | { kind: 'boolean'; name: string; label: string; required: boolean }
  | { kind: 'enum'; name: string; label: string; required: boolean; options: string[] }
  | { kind: 'object'; name: string; label: string; required: boolean; fields: FieldSpec[] }
  | { kind: 'array'; name: string; label: string; required: boolean; item: FieldSpec };

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: unknown;
  not?: unknown;
};

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** "ticketPrice" -> "Ticket price", "imageAlt" -> "Image alt", "vip_price" -> "Vip price". */
export function labelOf(name: string): string {
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function specOf(schema: JsonSchema, name: string, required: boolean): FieldSpec {
  const label = labelOf(name);
  const type = Array.isArray(schema.type) ? undefined : schema.type;
  if (schema.enum && schema.enum.every((v) => typeof v === 'string')) return { kind: 'enum', name, label, required, options: schema.enum as string[] };
  if (type === 'string') {
    if (schema.pattern === DATE_PATTERN || schema.format === 'date') return { kind: 'date', name, label, required };
    if (schema.pattern?.includes('[0-5]\\d$') && schema.pattern.includes(':')) return { kind: 'time', name, label, required };
    return { kind: 'string', name, label, required };
  }
  if (type === 'integer' || type === 'number') return { kind: type, name, label, required };
  if (type === 'boolean') return { kind: 'boolean', name, label, required };
  if (type === 'object' && schema.properties && !schema.additionalProperties) {
    const req = new Set(schema.required ?? []);
    // A field the schema forbids (`{ "not": {} }`, e.g. a sport tab's old `teams` list) is no field of the form.
    const fields = Object.entries(schema.properties).filter(([, sub]) => !(sub.not && sub.type === undefined));
    return { kind: 'object', name, label, required, fields: fields.map(([key, sub]) => specOf(sub, key, req.has(key))) };
  }
  if (type === 'array' && schema.items) {
    const item = specOf(schema.items, 'item', true);
    if (item.kind !== 'json') return { kind: 'array', name, label, required, item };
  }
  return { kind: 'json', name, label, required };
}

/** The form's fields for a record schema (an object schema; `$schema` is the file's, not a field). */
export function formFields(schema: z.ZodType): FieldSpec[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const spec = specOf(json, '', true);
  if (spec.kind !== 'object') return [{ kind: 'json', name: 'record', label: 'Record', required: true }];
  return spec.fields.filter((field) => field.name !== '$schema');
}

/** An empty value for a new field or list item: "" for text, false, [] and an object of its required fields. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 0;
    case 'enum':
      return spec.options[0] ?? '';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(spec.fields.filter((f) => f.required).map((f) => [f.name, emptyValue(f)]));
    case 'json':
      return null;
    default:
      return '';
  }
}

/**
 * The record as the schema should read it from the form's values: an optional field left empty
 * (blank text, a number not entered) is left out rather than kept as "" or NaN.
 */
export function cleanValues(fields: FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const spec = fields.find((f) => f.name === key);
    const blank = value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
    if (blank && (!spec || !spec.required)) continue;
    out[key] = spec ? cleanValue(spec, value) : value;
  }
  return out;
}

function cleanValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return cleanValues(spec.fields, value as Record<string, unknown>);
  if (spec.kind === 'array' && Array.isArray(value)) return value.map((item) => cleanValue(spec.item, item));
  return value;
}

/** A new record's starting values: each required field empty. */
export function emptyRecord(fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, emptyValue(f)]));
}
