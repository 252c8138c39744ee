import { formLimits } from '@/src/config/site';
import type { FieldErrors } from '@/src/forms/form-data';
import { Field } from './Field';

/** The name and e-mail address every enquiry asks for. */
export function NameAndEmailFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        error={errors.name}
        maxLength={formLimits.maxLength.name}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        maxLength={formLimits.maxLength.email}
      />
    </>
  );
}
