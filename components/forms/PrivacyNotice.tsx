import Link from 'next/link';
import { NOTICE_FIELD, NOTICE_VERSION, privacyNotices, type NoticeForm } from '@/src/forms/privacy-notice';

/**
 * The form's privacy notice, shown before its submit button, with the version the submission
 * records.
 */
export function PrivacyNotice({ form, className }: { form: NoticeForm; className?: string }) {
  return (
    <>
      <input type="hidden" name={NOTICE_FIELD} value={NOTICE_VERSION} />
      <p className={className}>
        {privacyNotices[form]} <Link href="/privacy-policy">Read our privacy policy</Link>.
      </p>
    </>
  );
}
