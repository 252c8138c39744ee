// @vitest-environment node
import { mailchimpSignupUrl, plainMessage } from './mailchimp';

describe('Mailchimp signup', () => {
  it('turns the form URL into the JSON endpoint with EMAIL', () => {
    expect(
      mailchimpSignupUrl('https://x.us1.list-manage.com/subscribe/post?u=ab&id=cd', 'me+1@site.in'),
    ).toBe('https://x.us1.list-manage.com/subscribe/post-json?u=ab&id=cd&EMAIL=me%2B1%40site.in');
  });

  it("shows Mailchimp's msg as plain text", () => {
    expect(
      plainMessage('0 - me@site.in is already subscribed. <a href="https://x">Update your profile</a>'),
    ).toBe('me@site.in is already subscribed. Update your profile');
  });
});
