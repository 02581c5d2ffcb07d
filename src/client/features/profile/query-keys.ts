const PROFILE = ['profile'] as const;

/** The profile feature's query keys. */
export const profileKeys = {
  profile: PROFILE,
  history: [...PROFILE, 'history'] as const,
};
