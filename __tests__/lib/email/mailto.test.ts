import { enquiryBody, mailtoHref } from '@/lib/email/mailto';

describe('mailto links', () => {
  it('encodes the subject and body', () => {
    expect(mailtoHref('a@b.example', 'Hi & bye?', 'Line 1\nLine 2')).toBe('mailto:a@b.example?subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202');
  });

  it('builds the body from labelled lines, skipping empty values, then the message', () => {
    expect(
      enquiryBody(
        [
          ['Name', ' Jo '],
          ['Organization', ''],
          ['Email', undefined],
        ],
        ' Hello there ',
      ),
    ).toBe('Name: Jo\n\nHello there');
  });
});
