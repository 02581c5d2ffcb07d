/** The auth feature's query keys (the session's own key is app-wide: lib/use-session.ts). */
export const authKeys = {
  verifyEmail: (token: string | null) => ['auth', 'verify-email', token] as const,
};
