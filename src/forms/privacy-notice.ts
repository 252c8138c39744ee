/**
 * The short privacy notice each form shows where the data is collected, and its version. A
 * submission records the version its visitor was shown (a hidden field of the form), so what a
 * person was told can be proved later. Change the wording, then add a new version here: older
 * versions stay accepted so a page loaded before the change still submits.
 */
export const NOTICE_VERSIONS = ['2026-11-27'] as const;
export const NOTICE_VERSION = NOTICE_VERSIONS[NOTICE_VERSIONS.length - 1]!;

// Nothing here imports zod: the notice is in the footer's newsletter form, on every page's first load.

/** The hidden field carrying the version. */
export const NOTICE_FIELD = 'notice_version';

export type NoticeForm = 'contact' | 'application' | 'newsletter';

/** What each form tells the visitor before they send it (a link to the privacy policy follows). */
export const privacyNotices: Record<NoticeForm, string> = {
  contact:
    'We use these details only to answer your message and to talk with you about your project. We do not sell them or add you to a mailing list.',
  application:
    'We use your application and résumé only to consider you for this opening, and we delete them when our retention period ends. You can ask to see or delete them at any time.',
  newsletter:
    'We use your e-mail address only to send the newsletter. Every issue has a link to unsubscribe.',
};
