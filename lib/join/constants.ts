/** The join form's simulated submit and the redirect after it. */
export const REDIRECT_DELAY_MS = 2_000;
export const SIMULATED_SUBMIT_MS = 2_000;
