/**
 * PR-006: a context lists the fields a form shows; of those, the ones whose `required_in`
 * names the context must be filled. The site's forms and the api ask this one function.
 */
export function requiredFieldsFor(
  config: {
    fields: readonly { name: string; required_in: readonly string[] }[];
    contexts: Readonly<Record<string, readonly string[]>>;
  },
  context: string,
): string[] {
  const listed = new Set(config.contexts[context] ?? []);
  return config.fields
    .filter((field) => listed.has(field.name) && field.required_in.includes(context))
    .map((field) => field.name);
}
