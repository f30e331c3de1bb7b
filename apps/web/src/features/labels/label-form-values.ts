import { type TLabel, ZLabelRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { DEFAULT_LABEL_COLOUR } from './label-palette.ts';

/** What the inputs hold: text, the description blank rather than null. */
export interface LabelFormValues {
  name: string;
  colour: string;
  description: string;
}
export type LabelFormField = keyof LabelFormValues;
export const LABEL_FORM_FIELDS: readonly LabelFormField[] = ['name', 'colour', 'description'];

/** What the domain's schema hands on, as the server parses it: trimmed, colour upper case, blank as null. */
export type LabelFormOutput = z.output<typeof ZLabelRequest>;

/**
 * The server's own request schema as the form's resolver. Its description is preprocessed, so its input
 * is wider than the form's text; the cast says which output the form hands on.
 */
export const labelFormResolver = zodResolver(ZLabelRequest) as Resolver<LabelFormValues, unknown, LabelFormOutput>;

export function labelFormValues(label?: TLabel): LabelFormValues {
  return {
    name: label?.name ?? '',
    colour: label?.colour ?? DEFAULT_LABEL_COLOUR,
    description: label?.description ?? '',
  };
}

const isField = (field: string): field is LabelFormField => (LABEL_FORM_FIELDS as readonly string[]).includes(field);

/** The API's 400 lines 'name: message' by the form field they are about; the rest stay as they are. */
export function fieldErrors(errors: readonly string[]): { fields: [LabelFormField, string][]; other: string[] } {
  const fields: [LabelFormField, string][] = [];
  const other: string[] = [];
  for (const line of errors) {
    const at = line.indexOf(': ');
    const field = at > 0 ? line.slice(0, at) : '';
    if (isField(field)) fields.push([field, line.slice(at + 2)]);
    else other.push(line);
  }
  return { fields, other };
}
