/**
 * Puts a signed-in session where supabase-js looks for it (localStorage, key
 * sb-<first host label>-auth-token), so renderApp starts signed in without any auth request.
 * The setup file clears localStorage after each test.
 */
export function storeSession(user: { id: string; email: string; name: string }): void {
  const now = Math.floor(Date.now() / 1000)
  const session = {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email' },
      user_metadata: { name: user.name },
      created_at: new Date().toISOString(),
    },
  }
  localStorage.setItem('sb-127-auth-token', JSON.stringify(session))
}
