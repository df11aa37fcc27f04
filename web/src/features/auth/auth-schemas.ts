import { z } from 'zod';

/** The spec's words (document 1, sections 5 and 8). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email format.',
  weakPassword: 'Password should be at least 6 characters.',
  emailFirst: 'Please enter your email first.',
  resetLinkSent: 'Password reset link sent to your email.',
  passwordsDiffer: 'Passwords do not match.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  fullNameRequired: 'Full name is required.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

export const emailSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

const passwordSchema = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.weakPassword)
  .max(128, 'Password should be at most 128 characters.');

export interface AuthFormValues {
  fullName: string;
  email: string;
  password: string;
}

export const logInSchema = z.object({
  fullName: z.string(),
  email: emailSchema,
  password: passwordSchema,
});

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.fullNameRequired)
    .max(100, 'Full name should be at most 100 characters.'),
  email: emailSchema,
  password: passwordSchema,
});

export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
