import { enquiryBody, mailtoHref } from '@/lib/email/mailto';

describe('mailto links', () => {
  it('encodes the subject and body', () => {
    expect(mailtoHref('a@b.example', 'Hi & bye?', 'Line 1\nLine 2')).toBe('mailto:a@b.example?subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202');
  });

  it('is a plain link to the address without a subject, and keeps any other character of it from adding a header', () => {
    expect(mailtoHref('hello@wal.example')).toBe('mailto:hello@wal.example');
    expect(mailtoHref('a@b.example?cc=x@y.example')).toBe('mailto:a@b.example%3Fcc%3Dx@y.example');
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
