import { asLoose, str, translated } from './schemas';

/** Name of a property group or option given as a string or as an entity ({ translated: { name }, name }). */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return str(value);
  const entity = asLoose(value);
  return translated(entity, 'name');
}

/**
 * The variant options of a line item's payload. A cart payload lists `{ group, option }` strings;
 * an order line item may carry property group option entities instead (`group` an entity, the
 * option's name in `translated.name`). Options without a name are left out.
 */
export function mapLineOptions(payload: unknown): Array<{ group: string; option: string }> {
  const options = asLoose(payload).options;
  if (!Array.isArray(options)) return [];
  return options
    .map((raw) => {
      const o = asLoose(raw);
      const translatedFields = asLoose(o.translated);
      return {
        group: nameOf(o.group) ?? str(translatedFields.group) ?? '',
        option: str(o.option) ?? str(translatedFields.option) ?? nameOf(o) ?? '',
      };
    })
    .filter((o) => o.option !== '');
}
