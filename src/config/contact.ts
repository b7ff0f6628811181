/** Where students write when something goes wrong (footer, confirm-email page). */
export const SUPPORT_EMAIL = 'support@studywise.app'
