import { registrationMailto } from '@/lib/join/mailto';
import { formatBytes, rejectionMessage } from '@/lib/join/upload-rules';

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

  it('formats sizes', () => {
    expect(formatBytes(104857601)).toBe('100.0 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
