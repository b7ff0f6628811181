export type AuthMode = 'login' | 'signup' | 'forgot'
