import { DEFAULT_CONTENT_BRANCH, DEFAULT_CONTENT_REPO } from '@/lib/publishing/github-settings';
import { isBoolean, maxLength, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** Where the admin console commits: the repository, the branch, and whether to open a pull request instead. Never the token. */
export interface PublishSettingsState {
  repository: string;
  branch: string;
  pullRequest: boolean;
  update: (settings: Partial<Pick<PublishSettingsState, 'repository' | 'branch' | 'pullRequest'>>) => void;
}

const isPersistedSettings = shape({ repository: maxLength(200), branch: maxLength(250), pullRequest: isBoolean });

export const usePublishSettingsStore = createPersistedStore<PublishSettingsState, Checked<typeof isPersistedSettings>>(
  'publishSettings',
  { version: 1, check: isPersistedSettings, partialize: ({ repository, branch, pullRequest }) => ({ repository, branch, pullRequest }) },
  (set) => ({
    repository: DEFAULT_CONTENT_REPO,
    branch: DEFAULT_CONTENT_BRANCH,
    pullRequest: false,
    update: (settings) => set(settings),
  }),
);
