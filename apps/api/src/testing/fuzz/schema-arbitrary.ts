import fc from 'fast-check';
import { hostileValue } from './hostile-values.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the api's contracts generate. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/** Long strings cost time on every request and find nothing short ones miss; hostile ones are long. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 4;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  // Any code point now and then: the contracts take the whole of Unicode, not ASCII alone.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum;
  let min = typeof exclusiveMin === 'number' ? exclusiveMin : schema.minimum;
  let max = typeof exclusiveMax === 'number' ? exclusiveMax : schema.maximum;
  const isMinExclusive = exclusiveMin !== undefined && exclusiveMin !== false;
  const isMaxExclusive = exclusiveMax !== undefined && exclusiveMax !== false;
  if (isInteger) {
    if (min !== undefined && isMinExclusive) min = Math.floor(min) + 1;
    if (max !== undefined && isMaxExclusive) max = Math.ceil(max) - 1;
    return fc.integer({
      min: Math.max(min ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    ...(min === undefined ? {} : { min, minExcluded: isMinExclusive }),
    ...(max === undefined ? {} : { max, maxExcluded: isMaxExclusive }),
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = schemaArbitrary(property, hostility);
  }
  const required = (schema.required ?? []).filter((key) => key in model);
  const known = fc.record(model, { requiredKeys: required });
  if (!schema.additionalProperties || Object.keys(properties).length > 0) return known;
  const values =
    schema.additionalProperties === true
      ? fc.jsonValue({ maxDepth: 2 })
      : schemaArbitrary(schema.additionalProperties, hostility);
  return fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: MAX_GENERATED_ITEMS });
}

function validArbitrary(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, hostility)));
  }
  if (schema.allOf?.[0]) return schemaArbitrary(schema.allOf[0], hostility);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validArbitrary({ ...schema, type }, hostility)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      );
      return fc.array(schemaArbitrary(schema.items ?? {}, hostility), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, hostility);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a JSON Schema. With `hostility` 0 they conform (fast-check's bias puts them on
 * the schema's boundaries: empty, shortest, longest, min, max); above 0, any value in the tree
 * is replaced by a hostile one with that probability, so a request is mostly valid and reaches
 * the code behind the contract with one bad field.
 */
export function schemaArbitrary(schema: JsonSchema, hostility = 0): fc.Arbitrary<unknown> {
  const base = validArbitrary(schema, hostility);
  const valid = schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
  if (hostility <= 0) return valid;
  const weight = Math.max(1, Math.round((1 / hostility - 1) * 10));
  return fc.oneof({ weight, arbitrary: valid }, { weight: 10, arbitrary: hostileValue });
}
