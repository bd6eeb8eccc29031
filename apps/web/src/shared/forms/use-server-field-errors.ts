import type { FormInstance } from 'antd/es/form';
import { useCallback } from 'react';
import { ApiError } from '../api/api-error';

/** A form field: its name, or its path in a nested form (`['booths', 0, 'prices', 1, 'price']`). */
export type FormFieldName = string | (string | number)[];

/**
 * Which of the server's 422 field errors a form shows, and under which of its fields: a list of names
 * the form and the server share, server name → form field (`{ cover_url: 'cover' }`), or a function
 * answering the form field (a name or a nested path) of a server name (undefined: not on this form).
 * Fields the form does not have are left out (the caller shows the message otherwise). Without it,
 * every server field goes to the form field of the same name.
 */
export type ServerFieldMap<Field extends FormFieldName> =
  readonly Field[] | Partial<Record<string, Field>> | ((serverName: string) => Field | null | undefined);

/** The server's field errors of `error` (an ApiError with a 422 `errors` object) as antd `setFields` entries. */
export function serverFieldEntries<Field extends FormFieldName>(error: unknown, fields?: ServerFieldMap<Field>): { name: Field; errors: string[] }[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors).flatMap(([serverName, message]) => {
    const name = fieldFor(serverName, fields);
    return name === undefined ? [] : [{ name, errors: [message] }];
  });
}

function fieldFor<Field extends FormFieldName>(serverName: string, fields: ServerFieldMap<Field> | undefined): Field | undefined {
  if (fields === undefined) return serverName as Field;
  if (typeof fields === 'function') return fields(serverName) ?? undefined;
  if (isFieldList(fields)) return fields.includes(serverName as Field) ? (serverName as Field) : undefined;
  return Object.prototype.hasOwnProperty.call(fields, serverName) ? fields[serverName] : undefined;
}

function isFieldList<Field extends FormFieldName>(fields: ServerFieldMap<Field>): fields is readonly Field[] {
  return Array.isArray(fields);
}

/**
 * Puts the API's 422 field errors under the fields of an antd Form. The returned function takes what a
 * submit threw and answers whether it showed anything on the form; when not, the caller shows the message:
 *
 *   const showFieldErrors = useServerFieldErrors(form, ['name', 'mobile']);
 *   …
 *   } catch (error) {
 *     if (!showFieldErrors(error)) void toast.error(errorMessage(error));
 *   }
 */
export function useServerFieldErrors<Values, Field extends FormFieldName = Extract<keyof Values, string>>(
  form: FormInstance<Values>,
  fields?: ServerFieldMap<Field>,
): (error: unknown) => boolean {
  return useCallback(
    (error: unknown) => {
      const entries = serverFieldEntries(error, fields);
      if (entries.length > 0) form.setFields(entries as Parameters<FormInstance<Values>['setFields']>[0]);
      return entries.length > 0;
    },
    [form, fields],
  );
}
