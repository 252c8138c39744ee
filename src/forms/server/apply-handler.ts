import 'server-only';
import { applicationSchema } from '@/src/forms/application';
import { fieldErrors, HONEYPOT_FIELD } from '@/src/forms/fields';
import { formMessages } from '@/src/forms/messages';
import { checkResume, resumeMessages } from '@/src/forms/resume';
import { verifyRecaptcha } from '@/src/integrations/recaptcha';
import type { JobSubmission } from '@/src/integrations/wordpress-forms';
import { formLimits } from '@/src/config/site';
import { formOutbox } from './outbox';

/** The content type a résumé is sent on with when the browser named none. */
const resumeTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
import { answer, guardFormRequest, handleForm, refusalAnswer } from './guard';

/** Name of the résumé input of our apply form (posted on to WordPress as `file`). */
export const RESUME_FIELD = 'resume';

/** submit-job's field names -> this form's, so a field WordPress refuses is named as the visitor sees it. */
const WORDPRESS_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  company_address: 'address',
  town: 'city',
  state: 'state',
  country: 'country',
  zip: 'zip',
  email: 'email',
  phone: 'phone',
  job_title: 'job_title',
  profile_url: 'profile_url',
  file: RESUME_FIELD,
} as const;

/**
 * POST /api/apply (multipart): guard -> zod -> résumé by content and size -> reCAPTCHA ->
 * multipart to WordPress `hjb/v1/submit-job` with the spec's field names.
 */
export function handleApply(request: Request): Promise<Response> {
  return handleForm(request, formMessages.application.error, async () => {
    const { fields, form, address } = await guardFormRequest(
      request,
      'apply',
      ['multipart'],
      HONEYPOT_FIELD,
      {
        tooLargeMessage: resumeMessages.tooLarge,
      },
    );
    const parsed = applicationSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const file = form?.get(RESUME_FIELD);
    const resume = await checkResume(file instanceof Blob ? file : null);
    if (!resume.ok) errors[RESUME_FIELD] = resume.message;
    if (!parsed.success || !resume.ok) {
      const only = Object.values(errors);
      return answer(request, 400, {
        ok: false,
        message: only.length === 1 ? only[0]! : formMessages.fieldErrorsSummary,
        fields: errors,
      });
    }
    const token = fields.recaptcha_token?.trim() ?? '';
    const verified = await verifyRecaptcha(token, address);
    if (!verified.ok) {
      console.warn(`Apply form: reCAPTCHA refused (${verified.reason})`);
      return answer(request, 400, { ok: false, message: formMessages.verificationFailed });
    }
    const input = parsed.data;
    const upload = file as Blob;
    const name = (upload instanceof File && upload.name ? upload.name : `resume.${resume.kind}`).slice(-120);
    const fieldsForWordPress: Omit<JobSubmission, 'file'> = {
      first_name: input.first_name,
      last_name: input.last_name,
      company_address: input.address,
      town: input.city,
      state: input.state,
      country: input.country,
      zip: input.zip,
      email: input.email,
      phone: input.phone,
      job_title: input.job_title,
      profile_url: input.profile_url,
      order_notes: input.order_notes,
      recaptcha_token: token,
      notice_version: input.notice_version ?? '',
    };
    const sent = await formOutbox().submit('application', fieldsForWordPress, {
      file: {
        bytes: new Uint8Array(await upload.arrayBuffer()),
        name,
        type: upload.type || resumeTypes[resume.kind],
      },
      waitMs: formLimits.deliveryWaitMs,
    });
    if (sent.state === 'refused')
      return refusalAnswer(request, sent.refusal, WORDPRESS_FIELDS, formMessages.application.error);
    return answer(request, 200, { ok: true, message: formMessages.application.success });
  });
}
