import { formLimits } from '@/src/config/site';
import type { FieldErrors } from '@/src/forms/form-data';
import { Field } from './Field';

const fields = [
  { label: 'Name', name: 'name', autoComplete: 'name' },
  { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/** The name and e-mail address every enquiry asks for. */
export function NameAndEmailFields({ errors }: { errors: FieldErrors }) {
  return fields.map((field) => (
    <Field
      key={field.name}
      {...field}
      required
      error={errors[field.name]}
      maxLength={formLimits.maxLength[field.name]}
    />
  ));
}
