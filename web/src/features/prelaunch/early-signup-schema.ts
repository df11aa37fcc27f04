import { z } from 'zod';

/** The pre-launch form's words (spec 2 §5 and §8). */
export const EARLY_SIGNUP_MESSAGES = {
  fullName: 'Full name is required.',
  email: 'Email is required.',
  invalidEmail: 'Invalid email format.',
  password: 'Password is required.',
  shortPassword: 'Password must be at least 6 characters!',
  confirm: 'Please confirm your password.',
  mismatch: "Passwords don't match!",
  emailInUse: 'Email already registered! Try signing in instead.',
  failed: 'Registration failed. Please try again.',
} as const;

const m = EARLY_SIGNUP_MESSAGES;

export const earlySignupSchema = z
  .object({
    fullName: z.string().trim().min(1, m.fullName).max(100, 'Full name should be at most 100 characters.'),
    email: z.string().trim().min(1, m.email).max(254, m.invalidEmail).pipe(z.email(m.invalidEmail)),
    password: z.string().min(1, m.password).min(6, m.shortPassword).max(128, 'Password should be at most 128 characters.'),
    confirmPassword: z.string().min(1, m.confirm),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.mismatch });

export type EarlySignupValues = z.infer<typeof earlySignupSchema>;

export const EMPTY_EARLY_SIGNUP: EarlySignupValues = { fullName: '', email: '', password: '', confirmPassword: '' };
