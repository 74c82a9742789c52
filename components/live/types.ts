import type { LiveData } from '@/lib/schemas/live';

/** What a live page passes from the build-time data to its client view. */
export interface LiveViewData {
  competitors: LiveData['event']['competitors'];
  totalViewers: number;
  seed: LiveData['chat']['seed'];
  chatPool: LiveData['chat'];
  youImage: string;
  /** When voting closes, ms since epoch. */
  endsAt: number;
}
