/**
 * Footer newsletter sign-up (NewsletterFormView; its schema loads on first submit). Not a lazy
 * island: a page rendered per request would stream a lazy island's markup after the page, and
 * without JavaScript the form would stay hidden.
 */
export { NewsletterFormView as NewsletterForm } from './NewsletterFormView';
