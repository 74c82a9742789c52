import { registrationMailto } from '@/lib/join/mailto';
import { formatBytes, looksLike, rejectionMessage } from '@/lib/join/upload-rules';

describe('registration mailto', () => {
  it('addresses the league and summarises the registration, URL-encoded', () => {
    const href = registrationMailto(
      'hello@wal.example',
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        sportName: 'Track and Field',
        eventName: 'Meet & Greet Events',
        instagram: '@ana',
        twitter: '',
        bio: 'Line one\nbcc: x@y.z',
      },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(href.startsWith('mailto:hello@wal.example?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Athlete registration: Ana Silva');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ana Silva\nEmail: ana@example.com\nSport: Track and Field\nEvent: Meet & Greet Events\nInstagram: @ana\nX (Twitter): None\nBackground: Line one\nbcc: x@y.z\nDate: November 21, 2026',
    );
    expect(url.searchParams.get('bcc')).toBeNull();
  });
});

describe('upload rejections', () => {
  it("uses react-dropzone's codes with readable messages", () => {
    expect(rejectionMessage('file-invalid-type')).toMatch(/^File type must be /);
    expect(rejectionMessage('file-too-large')).toBe('File is larger than 100 MB');
    expect(rejectionMessage('too-many-files')).toMatch(/^Too many files/);
    expect(rejectionMessage('file-too-small')).toBe('File is empty');
  });

  it("reads a file's first bytes: a real JPEG, PNG, MP4 or MOV passes, a text file under such a name does not", () => {
    const bytes = (...b: (number | string)[]) => new Uint8Array(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
    expect(looksLike('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(looksLike('image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(true);
    expect(looksLike('video/mp4', bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBe(true);
    expect(looksLike('video/quicktime', bytes(0, 0, 0, 0x14, 'ftypqt  '))).toBe(true);
    expect(looksLike('video/quicktime', bytes(0, 0, 0, 0x08, 'wide'))).toBe(true);
    const text = bytes('this is not a picture');
    for (const type of ['image/jpeg', 'image/png', 'video/mp4', 'video/quicktime', 'text/plain']) expect(looksLike(type, text)).toBe(false);
    // A PNG's bytes named .jpg are not a JPEG.
    expect(looksLike('image/jpeg', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(rejectionMessage('file-not-its-type')).toMatch(/^File's contents are not a JPEG, PNG, MP4 or MOV file/);
  });

  it('formats sizes', () => {
    expect(formatBytes(104857601)).toBe('100.0 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
