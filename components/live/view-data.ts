import type { LiveData } from '@/lib/schemas/live';
import type { LiveViewData } from './types';

/** The plain data a live page hands to its client view. */
export function liveViewData(data: LiveData, competitors: LiveData['event']['competitors'], totalViewers: number, endsAt: string): LiveViewData {
  return { competitors, totalViewers, seed: data.chat.seed, chatPool: data.chat, youImage: data.youImage, endsAt: Date.parse(endsAt) };
}
