import '@testing-library/jest-dom';

// A tab's session storage holds what could not be stored (lib/stores/safe-storage.ts): each test starts with none.
beforeEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
