/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fixtureDir } from '../../fixtures/data-dir';
import { siteSchema } from '@/lib/schemas/site';
import { partnerSchema } from '@/lib/schemas/partners';
import { httpsUrlSchema, imageSchema, sitePathSchema } from '@/lib/schemas/common';

const baseSite = () => JSON.parse(fs.readFileSync(path.join(fixtureDir('data-good'), 'site.json'), 'utf8'));

/** The field paths zod names for a site file with `edit` applied. */
function problems(edit: (site: ReturnType<typeof baseSite>) => void): string[] {
  const site = baseSite();
  edit(site);
  const result = siteSchema.safeParse(site);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/',
  '//other.host/',
  '/\\other.host/',
  'https://',
  'vbscript:x',
  ' https://x.com/',
];

describe('links in editor data', () => {
  it('the fixture site file is valid as it stands', () => {
    expect(problems(() => {})).toEqual([]);
  });

  it.each(UNSAFE_LINKS)('a social link %j is refused, naming the field', (url) => {
    expect(problems((s) => (s.social[0].url = url))).toEqual(['social.0.url']);
  });

  it.each(['//other.host/join/', '/\\other.host', 'https://other.host/', 'javascript:alert(1)', 'join/'])('a call to action to %j is refused', (href) => {
    expect(problems((s) => (s.slides[0].cta.href = href))).toEqual(['slides.0.cta.href']);
  });

  it.each(['javascript:alert(1)', '//cdn.other.host/v.mp4', 'http://cdn.example.com/v.mp4'])('a highlight video %j is refused', (videoUrl) => {
    expect(problems((s) => (s.highlights[0].videoUrl = videoUrl))).toEqual(['highlights.0.videoUrl']);
  });

  it('site paths and https URLs are accepted where they are meant', () => {
    expect(sitePathSchema.safeParse('/join/?sport=golf#stats').success).toBe(true);
    expect(httpsUrlSchema.safeParse('https://www.instagram.com/walleague').success).toBe(true);
    expect(imageSchema.safeParse('/images/x.svg').success).toBe(true);
    expect(imageSchema.safeParse('https://cdn.example.com/x.webp').success).toBe(true);
    expect(problems((s) => (s.highlights[0].videoUrl = '/videos/final.mp4'))).toEqual([]);
    expect(problems((s) => (s.highlights[0].videoUrl = 'https://cdn.example.com/final.mp4'))).toEqual([]);
  });

  it.each(['//other.host/logo.svg', 'javascript:alert(1)'])('an image %j is refused (no protocol-relative host)', (src) => {
    expect(imageSchema.safeParse(src).success).toBe(false);
  });

  it.each(UNSAFE_LINKS)('a partner website %j is refused', (website) => {
    expect(partnerSchema.safeParse({ id: 1, name: 'P', logo: '/images/p.svg', description: 'd', website }).success).toBe(false);
  });
});
