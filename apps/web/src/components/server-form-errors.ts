import { errorText } from '@fixline/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';
import { showToast } from '../shell/toasts.ts';

/**
 * A refused save, shown where it can be fixed: the lines of a 400 ('field: message') beside their
 * fields, a 409 beside `conflictField` (a taken name) and focused, anything else as a toast.
 */
export function showServerFormErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
  fields: readonly Path<T>[],
  conflictField?: Path<T>,
): void {
  if (conflictField && isApiError(error, 409)) {
    form.setError(conflictField, { type: 'server', message: errorText(error) }, { shouldFocus: true });
    return;
  }
  // 400 (the request breaks the document) and 422 (it cannot be done) both name their fields.
  const body = isApiError(error, 400) || isApiError(error, 422) ? (error.body as { errors?: unknown }) : undefined;
  const lines = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  let placed = 0;
  for (const line of lines) {
    const at = line.indexOf(': ');
    const field = fields.find((name) => name === line.slice(0, at));
    if (at > 0 && field) {
      form.setError(field, { type: 'server', message: line.slice(at + 2) }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  if (placed === 0 || placed < lines.length) showToast(errorText(error), { variant: 'error' });
}
