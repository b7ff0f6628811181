export type AuthMode = 'login' | 'signup' | 'forgot'

export const authModeTitles: Record<AuthMode, string> = {
  login: 'Welcome Back',
  signup: 'Join Beta',
  forgot: 'Reset Password',
}
