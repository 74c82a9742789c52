import type { Page } from '@playwright/test';
import { getLiveData } from '../../lib/content/live';

const live = getLiveData();
/** When voting closes on /live-contest and /live-event, from data/live.json. */
export const CONTEST_ENDS_AT = Date.parse(live.contest.endsAt);
export const EVENT_ENDS_AT = Date.parse(live.event.endsAt);
/** The contest's countdown figure, 02:45:18: tests open the pages that long before voting closes. */
export const COUNTDOWN_MS = (2 * 3600 + 45 * 60 + 18) * 1000;

/** Fix the page's clock inside the voting window, 02:45:18 before it closes (timers keep running). */
export async function duringVoting(page: Page, endsAt = CONTEST_ENDS_AT) {
  await page.clock.setFixedTime(endsAt - COUNTDOWN_MS);
}
