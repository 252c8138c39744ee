/** Visitor-facing texts of the forms and of our abuse controls, in one place. */
export const formMessages = {
  submitting: 'Submitting, please wait...',
  contact: {
    success: 'Message Sent Successfully!',
    error: 'There was an error submitting the form. Please try again later.',
  },
  application: {
    success: 'Application Submitted Successfully!',
    error: 'Error submitting application',
  },
  newsletter: {
    /** Shown when the sign-up is kept for delivery but the list service has not answered yet. */
    success: 'Thank you for subscribing!',
    error: 'The subscription could not be completed. Please try again later.',
  },
  fieldErrorsSummary: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
  tooLarge: 'The submission is too large.',
  wrongContentType: 'Unsupported content type for this form.',
  wrongOrigin: 'Submissions are only accepted from this website.',
  spam: 'Your submission looks automated and was not accepted.',
  verificationFailed: 'Human verification failed. Please reload the page and try again.',
  malformed: 'The submission could not be read.',
} as const;
