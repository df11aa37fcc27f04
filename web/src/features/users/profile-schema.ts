import { z } from 'zod';

export const BIO_MAX_LENGTH = 500;

export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'twitter', 'github', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const socialLink = z
  .string()
  .trim()
  .max(200, 'Links can be at most 200 characters.')
  .regex(/^(https?:\/\/\S+)?$/, 'Enter a full link starting with https:// (or leave it empty).');

export const profileSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required.').max(100, 'Full name can be at most 100 characters.'),
  phone: z
    .string()
    .trim()
    .max(20, 'Enter a valid phone number.')
    .regex(/^(\+?[0-9][0-9 -]{8,18}[0-9])?$/, 'Enter a valid phone number, for example +91 98765 43210.'),
  bio: z.string().max(BIO_MAX_LENGTH, `Bio can be at most ${BIO_MAX_LENGTH} characters.`),
  socialLinks: z.object({
    instagram: socialLink,
    linkedin: socialLink,
    twitter: socialLink,
    github: socialLink,
    website: socialLink,
  }),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormValues = z.output<typeof profileSchema>;
