/** Where students write to the team: the contact page, and mini-store pricing on /how-it-works. */
export const SUPPORT_EMAIL = 'support@thriftz.in';
