import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { flagCode, flagPicture, flagSprite } from '@/lib/site/flags';
import { getSite } from './site';

/** The footer countries' flag pictures as one sprite (getSite has checked that each picture exists). */
export function getFlagSprite(): string {
  const codes = [...new Set(getSite().countries.map((c) => flagCode(c.flag)!))];
  return flagSprite(codes.map((code) => ({ code, svg: fs.readFileSync(path.join(process.cwd(), 'public', flagPicture(code)), 'utf8') })));
}
